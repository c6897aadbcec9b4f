import type { Enquiry, EnquiryCount, EnquiryCreate, EnquiryListQuery, EnquiryUpdate } from '@pachmarhi/common/enquiry';
import type { Trip } from '@pachmarhi/common/schemas/trip-records';
import type { TripFromEnquiry } from '@pachmarhi/common/schemas/trips';
import type { EnquiryLink } from '../reservations/reservations.module';
import type { EventBus, Handler } from '../../platform/events/event-bus';
import { countOpenEnquiries, lockEnquiry, setEnquiryStatus } from './enquiries.repository';
import {
  enquiriesPage,
  enquiryCounts,
  recordEnquiry,
  tripFromEnquiry,
  updateEnquiry,
  type EnquiryDeps,
} from './enquiries.service';

/** Anonymous WhatsApp enquiries as one component; see `createEnquiries`. */
export interface Enquiries {
  /**
   * Record an enquiry: the server prices the stay itself (the client's figures are not trusted)
   * and draws a fresh unique reference (4 characters). A whole trip (`lines`, `extras`) is priced by
   * the trip quote and kept with it under that one reference.
   * @throws AppError 404 unknown item (from the quote); 400 `lines.<i>.<field>`, `extras.<i>.extraId`
   */
  record(input: EnquiryCreate): Promise<Enquiry>;
  /**
   * Make the trip of an enquiry at the prices it was quoted (the guest named by the desk), all or
   * nothing, the enquiry booked with it in the same transaction; dates checked from `dates.today` (IST).
   * @throws AppError 404 unknown id; 409 no dates, already booked, or a line that does not fit (named);
   *   400 `lines.<i>.<field>`
   */
  toTrip(id: string, input: TripFromEnquiry, dates: { today: string; maxAdvanceDays?: number }): Promise<Trip>;
  /** A page of enquiries, newest first; `q.q` a reference such as 'K7Q2' (exact, any case). */
  page(q: EnquiryListQuery): Promise<{ data: Enquiry[]; total: number }>;
  /** Set an enquiry's status (owner). @throws AppError 404 unknown id */
  update(id: string, patch: EnquiryUpdate): Promise<Enquiry>;
  /** Enquiries per item over the last 30 days at the current instant, most asked first (10 items at most). */
  counts(): Promise<EnquiryCount[]>;
  /** How many enquiries are open (status new or replied): the dashboard's "open enquiries". */
  openCount(): Promise<number>;
}

/** What the enquiries module tells others on the app's event bus. */
export type EnquiryEvents = {
  /** A visitor's enquiry is recorded (after its write): staff who chose it are notified. */
  'enquiry.received': Handler<
    { enquiryId: string; reference: string; itemName: string | null; checkIn: string | null },
    void
  >;
};

/** Create the enquiries component once per app; `events` (optional) hears of each enquiry recorded. */
export function createEnquiries(deps: EnquiryDeps & { events?: EventBus<EnquiryEvents> }): Enquiries {
  return {
    async record(input) {
      const e = await recordEnquiry(deps, input);
      await deps.events?.emit('enquiry.received', {
        enquiryId: e._id,
        reference: e.reference,
        itemName: e.itemName,
        checkIn: e.checkIn,
      });
      return e;
    },
    toTrip: (id, input, dates) => tripFromEnquiry(deps, id, input, dates),
    page: (q) => enquiriesPage(deps, q),
    update: (id, patch) => updateEnquiry(deps, id, patch),
    counts: () => enquiryCounts(deps.db, deps.inventory, deps.now()),
    openCount: () => countOpenEnquiries(deps.db),
  };
}

/**
 * How a reservation made from an enquiry reads and books it, inside the reservation's transaction
 * (given to the reservations component by the app; it needs no enquiries component).
 */
export const enquiryLink: EnquiryLink = {
  lock: async (tx, id) => (await lockEnquiry(tx, id)) ?? null,
  book: async (tx, id, reservationId, tripId) => {
    await setEnquiryStatus(tx, id, 'booked', { reservationId, tripId });
  },
};
