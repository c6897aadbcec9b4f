import type { Enquiry, EnquiryCount, EnquiryCreate, EnquiryListQuery, EnquiryUpdate } from '@pachmarhi/common/enquiry';
import type { EnquiryLink } from '../reservations/reservations.module';
import { countOpenEnquiries, lockEnquiry, setEnquiryStatus } from './enquiries.repository';
import { enquiriesPage, enquiryCounts, recordEnquiry, updateEnquiry, type EnquiryDeps } from './enquiries.service';

/** Anonymous WhatsApp enquiries as one component; see `createEnquiries`. */
export interface Enquiries {
  /**
   * Record an enquiry: the server prices the stay itself (the client's figures are not trusted)
   * and draws a fresh unique reference (4 characters).
   * @throws AppError 404 unknown item (from the quote)
   */
  record(input: EnquiryCreate): Promise<Enquiry>;
  /** A page of enquiries, newest first; `q.q` a reference such as 'K7Q2' (exact, any case). */
  page(q: EnquiryListQuery): Promise<{ data: Enquiry[]; total: number }>;
  /** Set an enquiry's status (owner). @throws AppError 404 unknown id */
  update(id: string, patch: EnquiryUpdate): Promise<Enquiry>;
  /** Enquiries per item over the last 30 days at the current instant, most asked first (10 items at most). */
  counts(): Promise<EnquiryCount[]>;
  /** How many enquiries are open (status new or replied): the dashboard's "open enquiries". */
  openCount(): Promise<number>;
}

/** Create the enquiries component once per app. */
export function createEnquiries(deps: EnquiryDeps): Enquiries {
  return {
    record: (input) => recordEnquiry(deps, input),
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
  book: async (tx, id, reservationId) => {
    await setEnquiryStatus(tx, id, 'booked', reservationId);
  },
};
