/**
 * Trips (issue 35): the guest's whole order — several rooms, a Gypsy day, a tour, meals and extras
 * under one reference. Its lines are reservations (the reservations module writes them, with the
 * same item locks and capacity rule as a reservation made on its own); this module keeps the trip
 * itself, the owner's catalogue of extras and the rooms' meal plans, and prices a trip by the one
 * rule (common/src/money/trip-quote.ts).
 */
import { ruleMessage } from '@pachmarhi/common/i18n/validation-codes';
import type { ReservationUpdate } from '@pachmarhi/common/schemas/reservation';
import type {
  ExtraInput,
  TripCreate,
  TripExtraRequest,
  TripLineAdd,
  TripListQuery,
  TripPatch,
  TripQuoteRequest,
} from '@pachmarhi/common/schemas/trips';
import type { Extra, Trip, TripQuoteAnswer } from '@pachmarhi/common/schemas/trip-records';
import type { Reservation } from '@pachmarhi/common/reservation-types';
import type { TaxSettings } from '@pachmarhi/common/tax/gst';
import type { MealPlanPrices, MealPrice } from '@pachmarhi/common/trip-terms';
import type { Quote } from '@pachmarhi/common/pricing/quote';
import type { Db } from '../../platform/db/database';

/** The database or a transaction, for reads. */
type Reader = Pick<Db, 'select'>;
import type { ChangeFeed } from '../../platform/db/change-feed';
import { badRequest, conflict, notFound } from '../../platform/errors/app-error';
import type { AuditTrail } from '../audit/audit.module';
import type { Inventory } from '../inventory/inventory.module';
import type { Reservations } from '../reservations/reservations.module';
import * as repo from './trips.repository';
import { askedExtra, quoteAnswer, toExtra, toTrip, tripCharges, type ExtraPriced } from './trips.service';
import type { Business } from '../business/business.module';
import { defaultRequestAmount, type Payments } from '../payments/payments.module';
import { tripInvoiceDocument, type Invoices } from '../invoices/invoices.module';
import type { InvoiceFields, PaymentFields } from '@pachmarhi/common/schemas/money';
import type { Invoice, Ledger, Payment, PaymentRequest } from '@pachmarhi/common/schemas/money-records';
import { formatPaise, rupeesToPaise } from '@pachmarhi/common/tax/paise';

export type { NewExtra } from './trips.repository';
export type { ExtraPriced } from './trips.service';

/**
 * Prices agreed before a trip is made (a visitor's enquiry, `POST /api/enquiries/:id/trip`): each
 * line's quote and meal price (by the index of the trip's lines) and the extras as they were
 * priced; the trip keeps them instead of pricing now.
 */
export interface AgreedTrip {
  enquiryId: string;
  lines: { quote: Quote; mealPrice: MealPrice | null }[];
  extras: ExtraPriced[];
}

/** Put extras into the catalogue as they are (the demo content), in the caller's transaction. */
export const insertExtras = (db: repo.Executor, rows: repo.NewExtra[]): Promise<void> => repo.insertExtras(db, rows);

/** How many extras the catalogue holds. */
export const countExtras = (db: Db): Promise<number> => repo.countExtras(db);

/** The change-feed topic of the extras catalogue. */
export const EXTRAS_TOPIC = 'extras';

/** Trips, their lines and extras, the extras catalogue and rooms' meal plans. */
export interface Trips {
  /**
   * The price of a trip not yet made (`POST /api/trips/quote`): each line as `GET /api/quote`
   * prices it (all its units), available when its stay rules allow it and enough units (seats)
   * are left once the lines before it are counted; public, active extras only.
   * @throws AppError 400 `lines.<i>.itemId` unknown item, `lines.<i>.mealPlan` a plan the room does
   *   not offer, `extras.<i>.extraId` an extra that is not offered
   */
  quote(request: TripQuoteRequest): Promise<TripQuoteAnswer>;
  /** The catalogue by name: the public, active extras, or with `all` every one (the owner's). */
  extras(all: boolean): Promise<Extra[]>;
  /** Add an extra to the catalogue (audited). */
  createExtra(input: ExtraInput): Promise<Extra>;
  /** Replace an extra (audited); trips keep what they took. @throws AppError 404 unknown id */
  updateExtra(id: string, input: ExtraInput): Promise<Extra>;
  /** Delete an extra (audited); trips keep what they took. @throws AppError 404 unknown id */
  removeExtra(id: string): Promise<void>;
  /** Set a room's meal plans (audited). @returns them as stored @throws AppError 404 unknown room */
  setMealPlans(roomId: string, plans: MealPlanPrices): Promise<MealPlanPrices>;
  /**
   * Create a trip, all its lines and extras in one transaction, or nothing. With `agreed` (made from
   * an enquiry) its lines and extras keep the enquiry's prices (an extra since deleted keeps its
   * price without its catalogue link) and the enquiry is booked with the trip in the same transaction.
   * @throws AppError 400 `lines.<i>.<field>`, `extras.<i>.extraId`; 409 naming the first line that does
   *   not fit, or the enquiry already booked
   */
  create(input: TripCreate, agreed?: AgreedTrip): Promise<Trip>;
  /** A page of trips (newest first) and how many match. */
  list(query: TripListQuery): Promise<{ data: Trip[]; total: number }>;
  /** @throws AppError 404 unknown id */
  get(id: string): Promise<Trip>;
  /**
   * Change the guest (every line takes it), notes, source or the total agreed for the whole trip
   * (the merged notes must say why). Audited. @throws AppError 404; 400 `notes`
   */
  update(id: string, patch: TripPatch): Promise<Trip>;
  /** Add a line, checked as a new trip's. @throws AppError 404; 400; 409 when a date is full */
  addLine(id: string, line: TripLineAdd): Promise<Trip>;
  /**
   * Change one line as `PUT /api/reservations/:id` changes a reservation (dates, guests, units,
   * meal plan, status moves; re-checked).
   * @throws AppError 404 unknown trip or a line of another trip; as the reservation's update
   */
  updateLine(id: string, lineId: string, patch: ReservationUpdate): Promise<Trip>;
  /** Cancel one line; the others stay (an invoiced line gets its credit note). @throws AppError 404; 409 as a cancel */
  cancelLine(id: string, lineId: string): Promise<Trip>;
  /** Add an extra of the catalogue (active) to a trip, as it is priced now. @throws AppError 404; 400 `extraId` */
  addTripExtra(id: string, extra: TripExtraRequest): Promise<Trip>;
  /** Take an extra off a trip. @throws AppError 404 unknown trip or extra line; 409 when the trip is invoiced */
  removeTripExtra(id: string, extraLineId: string): Promise<Trip>;
  /** The trip's ledger (its own entries and its lines'), its invoices and credit notes and its figures. @throws AppError 404 */
  ledger(id: string): Promise<Ledger>;
  /**
   * Record a payment on the trip (`amount` rupees) by `by` (user id), checked against the trip's
   * balance under its row lock.
   * @throws AppError 404; 400 cancelled or above the balance; 409 a UTR/reference already recorded
   */
  recordPayment(id: string, fields: PaymentFields, by: string): Promise<Payment>;
  /**
   * A UPI request for the trip: `amountRupees`, or by default the deposit (`depositPercent` of what
   * it owes) while less has been paid, else the balance.
   * @throws AppError 404; 409 no UPI id; 400 nothing due, above the balance, or cancelled
   */
  paymentRequest(id: string, amountRupees: number | undefined, origin: string): Promise<PaymentRequest>;
  /**
   * The trip's one tax invoice (a row per line and extra with its SAC and rate, the CGST/SGST split):
   * the one in force, or a new one issued now (`created`).
   * @throws AppError 404; 400 no live line; 409 a line has its own invoice in force
   */
  invoice(id: string, fields: InvoiceFields): Promise<{ invoice: Invoice; created: boolean }>;
}

export interface TripsDeps {
  db: Db;
  changes: ChangeFeed;
  now: () => Date;
  audit: AuditTrail;
  reservations: Reservations;
  inventory: Pick<Inventory, 'setMealPlans'>;
  /** The GST settings trips are priced under (business settings). */
  taxSettings: () => Promise<TaxSettings>;
  /** The business settings (deposit percent, invoice series) the trip's money reads. */
  business: Pick<Business, 'get'>;
  payments: Pick<Payments, 'tripTotals' | 'tripEntries' | 'recordOnTrip' | 'tripRequest'>;
  invoices: Pick<Invoices, 'tripInForce' | 'tripDocuments' | 'issueTrip'>;
}

/** What the audit trail keeps of a row: every column but the bookkeeping instants. */
const audited = <T extends { createdAt?: Date; updatedAt?: Date }>({ createdAt: _c, updatedAt: _u, ...rest }: T) =>
  rest;

/** Create the trips component once per app. */
export function createTrips(deps: TripsDeps): Trips {
  const { db, reservations, audit } = deps;

  /**
   * Catalogue extras asked for, each checked: it exists and is active (and public, for visitors).
   * @throws AppError 400 at `field(i)` ('extras.2.extraId') for one that is not offered
   */
  const askedExtras = async (
    asked: readonly TripExtraRequest[],
    publicOnly: boolean,
    field = (i: number) => `extras.${i}.extraId`,
  ) => {
    const found = new Map(
      (
        await repo.extrasById(
          db,
          asked.map((e) => e.extraId),
        )
      ).map((e) => [e.id, e]),
    );
    return asked.map((a, i) => {
      const e = found.get(a.extraId.toLowerCase());
      if (!e || !e.active || (publicOnly && !e.public)) {
        throw badRequest(ruleMessage('unknownExtra'), { [field(i)]: ruleMessage('unknownExtra') });
      }
      return askedExtra(e, a.quantity);
    });
  };

  /**
   * Trips as the API shows them; their own money (entries, invoice in force) read in `reader` (a
   * transaction holding the trip's lock, or the database), the lines as `linesOf` reads them (or
   * `known`, read before the transaction: PGlite has one connection).
   */
  const trips = async (rows: repo.TripRow[], reader: Reader = db, known?: Reservation[]): Promise<Trip[]> => {
    const ids = rows.map((t) => t.id);
    const [lines, extras, settings, entries, invoices] = await Promise.all([
      known ?? reservations.linesOf(ids),
      repo.extrasOfTrips(reader, ids),
      deps.taxSettings(),
      deps.payments.tripTotals(reader, ids),
      deps.invoices.tripInForce(reader, ids),
    ]);
    return rows.map((t) =>
      toTrip(
        t,
        lines.filter((l) => l.tripId === t.id),
        extras.filter((e) => e.tripId === t.id),
        settings,
        { entries: entries.get(t.id), invoice: invoices.get(t.id) ?? null },
      ),
    );
  };
  /** Refuse a change of what an invoiced trip bills. @throws AppError 409 naming its invoice */
  const notInvoiced = async (id: string) => {
    const invoice = (await deps.invoices.tripInForce(db, [id])).get(id);
    if (invoice) throw conflict(ruleMessage('tripInvoiced', { value: invoice.number }));
  };
  const get = async (id: string): Promise<Trip> => {
    const row = await repo.findTrip(db, id);
    if (!row) throw notFound('Trip');
    return (await trips([row]))[0];
  };
  /** The line `lineId` of trip `id`, else 404. */
  const lineOf = async (id: string, lineId: string) => {
    if (!(await repo.findTrip(db, id))) throw notFound('Trip');
    if ((await repo.tripOfLine(db, lineId)) !== id) throw notFound('Line');
  };

  return {
    async quote(request) {
      const priced = await reservations.priceLines(request.lines);
      request.lines.forEach((l, i) => {
        const plan = l.mealPlan;
        if (l.kind === 'room' && plan && plan !== 'EP' && !priced[i].item.mealPlans[plan]) {
          const message = ruleMessage('mealPlanNotOffered', { value: plan });
          throw badRequest(message, { [`lines.${i}.mealPlan`]: message });
        }
      });
      const [extras, settings] = await Promise.all([askedExtras(request.extras, true), deps.taxSettings()]);
      return quoteAnswer(request.lines, priced, extras, settings);
    },

    extras: async (all) => (await repo.listExtras(db, !all)).map(toExtra),

    async createExtra(input) {
      const now = deps.now();
      const row = await db.transaction(async (tx) => {
        const made = await repo.insertExtra(tx, { ...input, createdAt: now, updatedAt: now });
        await audit.record({ action: 'create', entity: 'extra', entityId: made.id, after: audited(made) }, tx);
        return made;
      });
      await deps.changes.publish(EXTRAS_TOPIC);
      return toExtra(row);
    },

    async updateExtra(id, input) {
      const row = await db.transaction(async (tx) => {
        const changed = await repo.updateExtra(tx, id, { ...input, updatedAt: deps.now() });
        if (!changed) throw notFound('Extra');
        await audit.record(
          {
            action: 'update',
            entity: 'extra',
            entityId: id,
            before: audited(changed.before),
            after: audited(changed.after),
          },
          tx,
        );
        return changed.after;
      });
      await deps.changes.publish(EXTRAS_TOPIC);
      return toExtra(row);
    },

    async removeExtra(id) {
      await db.transaction(async (tx) => {
        const gone = await repo.deleteExtra(tx, id);
        if (!gone) throw notFound('Extra');
        await audit.record({ action: 'delete', entity: 'extra', entityId: id, before: audited(gone) }, tx);
      });
      await deps.changes.publish(EXTRAS_TOPIC);
    },

    async setMealPlans(roomId, plans) {
      return (await deps.inventory.setMealPlans(roomId, plans)).mealPlans as MealPlanPrices;
    },

    async create(input, agreed) {
      const extras = agreed ? agreed.extras : await askedExtras(input.extras, false);
      const now = deps.now();
      const { tripId } = await reservations.createTrip(
        {
          guestName: input.guest.name,
          guestPhone: input.guest.phone,
          guestEmail: input.guest.email ?? null,
          source: input.source,
          notes: input.notes,
        },
        input.lines.map((l, i) => ({ ...l, status: input.status, kept: agreed?.lines[i] })),
        async (tx, id) => {
          // An agreed extra the owner has deleted since keeps its price, without its catalogue link.
          const listed = new Set(
            (
              await repo.extrasById(
                tx,
                extras.flatMap((e) => (e.extraId ? [e.extraId] : [])),
              )
            ).map((e) => e.id),
          );
          await repo.insertTripExtras(
            tx,
            extras.map(({ extraId, name, nameHi, unit, price, quantity, gstRate, sac }) => ({
              tripId: id,
              extraId: extraId && listed.has(extraId) ? extraId : null,
              name,
              nameHi,
              unit,
              price,
              quantity,
              gstRate,
              sac,
              createdAt: now,
            })),
          );
          const trip = await repo.findTrip(tx, id);
          await audit.record(
            {
              action: 'create',
              entity: 'trip',
              entityId: id,
              after: { ...audited(trip!), ...(agreed && { enquiryId: agreed.enquiryId }) },
            },
            tx,
          );
        },
        agreed?.enquiryId,
      );
      return get(tripId);
    },

    async list(query) {
      const { rows, total } = await repo.listTrips(db, query);
      return { data: await trips(rows), total };
    },

    get,

    async update(id, patch) {
      await db.transaction(async (tx) => {
        const cur = await repo.findTrip(tx, id, true);
        if (!cur) throw notFound('Trip');
        const notes = patch.notes ?? cur.notes;
        const agreedTotal = patch.agreedTotal === undefined ? cur.agreedTotal : patch.agreedTotal;
        if (agreedTotal !== null && !notes.trim())
          throw badRequest(ruleMessage('agreedTotalNeedsNote'), { notes: ruleMessage('agreedTotalNeedsNote') });
        const guest = {
          guestName: patch.guest?.name ?? cur.guestName,
          guestPhone: patch.guest?.phone ?? cur.guestPhone,
          guestEmail: patch.guest?.email === undefined ? cur.guestEmail : patch.guest.email,
          updatedAt: deps.now(),
        };
        const row = await repo.updateTrip(tx, id, {
          ...guest,
          notes,
          agreedTotal,
          source: patch.source ?? cur.source,
        });
        if (agreedTotal !== cur.agreedTotal && (await deps.invoices.tripInForce(tx, [id])).size)
          throw conflict(ruleMessage('tripInvoiced', { value: '' }));
        if (patch.guest) await repo.setGuestOfLines(tx, id, guest);
        await audit.record(
          { action: 'update', entity: 'trip', entityId: id, before: audited(cur), after: audited(row) },
          tx,
        );
      });
      return get(id);
    },

    async addLine(id, line) {
      if (!(await repo.findTrip(db, id))) throw notFound('Trip');
      await notInvoiced(id);
      await reservations.addTripLine(id, line);
      return get(id);
    },

    async updateLine(id, lineId, patch) {
      await lineOf(id, lineId);
      const moves = Object.keys(patch).every((k) => ['status', 'carryBalance', 'notes'].includes(k));
      if (!moves) await notInvoiced(id);
      await reservations.update(lineId, patch);
      return get(id);
    },

    async cancelLine(id, lineId) {
      await lineOf(id, lineId);
      await reservations.update(lineId, { status: 'cancelled' } as ReservationUpdate);
      return get(id);
    },

    async addTripExtra(id, extra) {
      if (!(await repo.findTrip(db, id))) throw notFound('Trip');
      await notInvoiced(id);
      const [asked] = await askedExtras([extra], false, () => 'extraId');
      await db.transaction(async (tx) => {
        const { _id: _, extraId, ...fields } = asked;
        const [row] = await repo.insertTripExtras(tx, [{ ...fields, extraId, tripId: id, createdAt: deps.now() }]);
        await audit.record({ action: 'update', entity: 'trip', entityId: id, after: { extraAdded: row } }, tx);
      });
      return get(id);
    },

    async removeTripExtra(id, extraLineId) {
      await notInvoiced(id);
      await db.transaction(async (tx) => {
        if (!(await repo.findTrip(tx, id, true))) throw notFound('Trip');
        const gone = await repo.deleteTripExtra(tx, id, extraLineId);
        if (!gone) throw notFound('Extra');
        await audit.record({ action: 'update', entity: 'trip', entityId: id, before: { extraRemoved: gone } }, tx);
      });
      return get(id);
    },

    async ledger(id) {
      const trip = await get(id);
      const [entries, documents] = await Promise.all([deps.payments.tripEntries(id), deps.invoices.tripDocuments(id)]);
      const { amountDue, paid, balance } = trip.folio;
      return { payments: entries, documents, amountDue, paid, balance, folio: trip.folio };
    },

    async recordPayment(id, fields, by) {
      const trip = await get(id);
      if (trip.status === 'cancelled') throw badRequest(ruleMessage('tripCancelledNoPayment'));
      return deps.payments.recordOnTrip(id, fields, by, async (tx) => {
        const row = await repo.findTrip(tx, id);
        return (await trips([row!], tx, trip.lines))[0].folio.balance;
      });
    },

    async paymentRequest(id, amountRupees, origin) {
      const [trip, settings] = await Promise.all([get(id), deps.business.get()]);
      if (trip.status === 'cancelled') throw badRequest(ruleMessage('tripCancelledNoPayment'));
      const amount =
        amountRupees === undefined ? defaultRequestAmount(trip, settings.depositPercent) : rupeesToPaise(amountRupees);
      if (amount <= 0) throw badRequest(ruleMessage('nothingDue'));
      if (amount > trip.balance) {
        const message = ruleMessage('aboveBalance', { value: formatPaise(trip.balance) });
        throw badRequest(message, { amount: message });
      }
      const live = trip.lines.filter((l) => l.status !== 'cancelled' && l.status !== 'blocked');
      const summary = live.map((l) => l.itemName ?? l.kind).join(', ');
      return deps.payments.tripRequest(
        {
          reference: trip.reference,
          guestName: trip.guest.name,
          guestPhone: trip.guest.phone,
          summary,
          soleLine: trip.lines.length === 1 && !trip.extras.length ? trip.lines[0] : null,
        },
        amount,
        origin,
      );
    },

    async invoice(id, fields) {
      const row = await repo.findTrip(db, id);
      if (!row) throw notFound('Trip');
      const [trip, settings, entries] = await Promise.all([
        get(id),
        deps.business.get(),
        deps.payments.tripEntries(id),
      ]);
      const [lines, extras] = [trip.lines, await repo.extrasOfTrips(db, [id])];
      const charges = tripCharges(row, lines, extras, settings);
      const counted = entries.filter((p) => !p.voidedAt);
      return deps.invoices.issueTrip(id, (issue) =>
        tripInvoiceDocument(trip, charges, settings, counted, fields, issue),
      );
    },
  };
}
