import { formatDateIST } from '@pachmarhi/common/format';
import type { Reservation } from '@pachmarhi/common/reservation-types';
import type { PaymentFields, RefundFields } from '@pachmarhi/common/schemas/money';
import type { Folio, FolioInvoice, FolioSource } from '@pachmarhi/common/money/folio';
import type {
  DashboardMoney,
  Invoice,
  Ledger,
  Payment,
  PaymentRequest,
  PayPage,
} from '@pachmarhi/common/schemas/money-records';
import { addDays } from '@pachmarhi/common/pricing/quote';
import { istDayStart, todayIST } from '@pachmarhi/common/time';
import { guestLang, paidReplyText, paymentRequestText } from '@pachmarhi/common/payment-message';
import { whatsappLink } from '@pachmarhi/common/contact-links';
import { withTax } from '@pachmarhi/common/tax/gst';
import { formatPaise, rupeesToPaise } from '@pachmarhi/common/tax/paise';
import { upiUrl } from '@pachmarhi/common/tax/upi';
import type { Db } from '../../platform/db/database';
import { badRequest, conflict, notFound } from '../../platform/errors/app-error';
import type { Business } from '../business/business.module';
import { auditable, type AuditTrail } from '../audit/audit.module';
import type { ReservationEvents } from '../reservations/reservations.module';
import type { EventBus, Handler } from '../../platform/events/event-bus';
import { payTokens, type PayTokenClaims } from './pay-token';
import * as repo from './payments.repository';
import { defaultRequestAmount, folioOf, moneyFigures, summaryOf, toPayment } from './payments.service';

/** The payments ledger, refunds, the folio and UPI payment requests of reservations; see `createPayments`. */
/** The deposit a payment request asks by default (payments.service.ts). */
export { defaultRequestAmount } from './payments.service';

export interface Payments {
  /**
   * Reservations with their `folio` (common/src/money/folio.ts) and its `amountDue`, `paid`,
   * `balance` (paise), and their quote's `tax` and `grandTotal` under the current settings.
   */
  decorate(rs: Reservation[]): Promise<Reservation[]>;
  /** The folio of one reservation read in the caller's transaction `tx` (its row locked by the caller). */
  folioIn(tx: repo.Reader, r: FolioSource & { id: string }): Promise<Folio>;
  /** A reservation's ledger (voided entries too), documents and figures. @throws AppError 404 unknown reservation */
  ledger(reservationId: string): Promise<Ledger>;
  /**
   * Record a payment (`amount` rupees, stored as paise) by the staff user `by` (user id).
   * @throws AppError 404 unknown reservation; 400 when cancelled or a block, or the amount is above
   *   the balance; 409 when its UTR/reference is already on a counted payment (naming that stay)
   */
  record(reservationId: string, fields: PaymentFields, by: string): Promise<Payment>;
  /**
   * Record a refund paid back to the guest (`amount` rupees) with its reason; it reduces `paid`.
   * @throws AppError 404 unknown reservation; 400 above what was paid (payments − refunds)
   */
  refund(reservationId: string, fields: RefundFields, by: string): Promise<Payment>;
  /**
   * Void a payment or refund, with why (kept, marked who, when and why).
   * @throws AppError 404 unknown reservation or entry; 409 already void, or voiding a payment would
   *   leave more refunded than paid
   */
  void(reservationId: string, paymentId: string, reason: string, by: string): Promise<Payment>;
  /**
   * A UPI request for `amountRupees` (default: the deposit, or the balance once the deposit is
   * paid), with the public page on `origin` ('https://…').
   * @throws AppError 404 unknown reservation; 409 no UPI id in the settings; 400 nothing to ask, above the balance, or cancelled
   */
  request(reservationId: string, amountRupees: number | undefined, origin: string): Promise<PaymentRequest>;
  /**
   * The guest's payment page (on `origin`) for what a payment request would ask by default (the
   * deposit, or the balance once it is paid); null when nothing is due, the stay is cancelled or a
   * block, or there is no UPI id in the settings.
   */
  payLink(r: Reservation, origin: string): Promise<string | null>;
  /** The public payment page's data. @throws AppError 404 bad token or reservation gone */
  payPage(token: string): Promise<PayPage>;
  /** The claims of a payment-page token; null when it is not one. */
  verifyToken(token: string): PayTokenClaims | null;
  /** The entries that count (not voided) of a reservation, payments and refunds, oldest first. */
  counted(reservationId: string): Promise<Payment[]>;
  /** Entries made in `[from, to)` (not voided; refunds too) with the reservation's reference and guest. */
  between(from: Date, to: Date): Promise<{ payment: Payment; reference: string; guestName: string }[]>;
  /** Paise received in `[from, to)` (not voided), less refunds paid in it. */
  received(from: Date, to: Date): Promise<number>;
  /** The dashboard's money figures at the current instant (IST days). */
  dashboard(): Promise<DashboardMoney>;
  /** Paise counted per kind of the entries taken on trips `tripIds` themselves (not on a line), read in `db`. */
  tripTotals(db: repo.Reader, tripIds: readonly string[]): Promise<Map<string, { payments: number; refunds: number }>>;
  /** Every ledger entry of a trip (its own and its lines', voided ones too), oldest first. */
  tripEntries(tripId: string): Promise<Payment[]>;
  /**
   * Record a payment on a trip (`amount` rupees) by the staff user `by`, under the trip's row lock;
   * `balanceIn(tx)` gives the trip's balance (paise) read in that transaction.
   * @throws AppError 404 unknown trip; 400 above the balance; 409 a UTR/reference already on a counted payment
   */
  recordOnTrip(
    tripId: string,
    fields: PaymentFields,
    by: string,
    balanceIn: (tx: repo.Reader) => Promise<number>,
  ): Promise<Payment>;
  /**
   * A UPI request of `amount` paise for a trip: the UPI link (note: the reference) and the WhatsApp
   * message in the guest's language; `pageUrl` the payment page of a one-line trip's line, else the UPI link.
   * @throws AppError 409 no UPI id in the settings
   */
  tripRequest(
    trip: { reference: string; guestName: string; guestPhone: string; summary: string; soleLine: Reservation | null },
    amount: number,
    origin: string,
  ): Promise<PaymentRequest>;
}

/** What payments ask of the invoices module, on the app's event bus (platform/events/event-bus.ts); the invoices module, built after payments, answers. */
export type PaymentEvents = {
  /** The id of a reservation's invoice in force, null before one is issued (or after its full credit note). */
  'invoice.inForceOf': Handler<string, string | null>;
  /** A reservation's invoices and credit notes (the ledger shows them). */
  'invoice.documentsOf': Handler<string, Invoice[]>;
  /** The invoices in force of reservations `ids` with what their credit notes took off, read in `db` (a transaction or the database). */
  'invoice.inForce': Handler<{ db: repo.Reader; ids: readonly string[] }, Map<string, FolioInvoice>>;
};

export interface PaymentsDeps {
  db: Db;
  now: () => Date;
  jwtSecret: string;
  business: Business;
  /** The site's name and WhatsApp number (the guest's "I have paid" goes there). */
  site: { businessName: string; whatsappNumber: string };
  /** A reservation as the API shows it (decorated). @throws AppError 404 */
  reservation: (id: string) => Promise<Reservation>;
  /** Where payments ask for invoices, and answer the reservations' questions about money (`decorate`, `folioIn`). */
  events: EventBus<PaymentEvents & ReservationEvents>;
  /** Reservations (decorated) whose dates reach `from` ('YYYY-MM-DD') or later. */
  reservationsFrom: (from: string) => Promise<Reservation[]>;
  /** Recording, refunding and voiding are written to it (entity 'payment'), in the write's transaction. */
  audit: AuditTrail;
}

const datesOf = (r: Reservation) =>
  r.checkOut ? `${formatDateIST(r.checkIn)} – ${formatDateIST(r.checkOut)}` : formatDateIST(r.checkIn);
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/** Create the payments component. Writes lock the reservation's row (one balance check at a time). */
export function createPayments(deps: PaymentsDeps): Payments {
  const { db, now, business, audit, events } = deps;
  const invoicesInForce = (reader: repo.Reader, ids: readonly string[]) =>
    events.ask('invoice.inForce', { db: reader, ids });
  const tokens = payTokens(deps.jwtSecret);

  const live = async (id: string) => {
    const r = await deps.reservation(id);
    if (r.status === 'cancelled') throw badRequest('This reservation is cancelled: no payment can be taken');
    if (r.status === 'blocked') throw badRequest('A block has no price: no payment can be taken');
    return r;
  };

  /** @throws AppError 409 naming the stay whose counted payment already quotes this UTR/reference */
  const refuseSeenReference = async (tx: repo.Executor, reference: string) => {
    const key = repo.referenceKey(reference);
    await repo.lockReference(tx, key);
    const seen = await repo.paymentWithReference(tx, key);
    if (seen) {
      const message = `This UTR/reference is already recorded on reservation ${seen.reference} (${seen.guestName})`;
      throw conflict(message);
    }
  };

  /**
   * Write a payment of `amount` paise on a line (`reservationId`) or a trip (null), audited, in `tx`
   * (the row locks held). @throws AppError 409 when its UTR/reference is already on a counted payment
   */
  const writePayment = async (
    tx: repo.Executor,
    on: { reservationId: string | null; tripId: string },
    amount: number,
    fields: PaymentFields,
    by: string,
  ) => {
    if (fields.reference) await refuseSeenReference(tx, fields.reference);
    const at = now();
    const saved = await repo.insertPayment(tx, {
      ...on,
      kind: 'payment',
      amount,
      method: fields.method,
      reference: fields.reference,
      receivedAt: fields.receivedAt ?? at,
      recordedBy: by,
      createdAt: at,
    });
    await audit.record({ action: 'record', entity: 'payment', entityId: saved.id, after: auditable(saved) }, tx);
    return saved;
  };

  const payments: Payments = {
    async decorate(rs) {
      const ids = rs.map((r) => r._id);
      const [settings, totals, invoices] = await Promise.all([
        business.get(),
        repo.ledgerTotals(db, ids),
        invoicesInForce(db, ids),
      ]);
      return rs.map((r) => {
        const f = folioOf(r, settings, totals.get(r._id), invoices.get(r._id) ?? null);
        return { ...r, quote: r.quote && withTax(r.quote, settings), ...summaryOf(f), folio: f };
      });
    },

    async folioIn(tx, r) {
      const [settings, totals, invoices] = await Promise.all([
        business.get(),
        repo.ledgerTotals(tx, [r.id]),
        invoicesInForce(tx, [r.id]),
      ]);
      return folioOf(r, settings, totals.get(r.id), invoices.get(r.id) ?? null);
    },

    async ledger(reservationId) {
      const r = await deps.reservation(reservationId);
      const [rows, documents] = await Promise.all([
        repo.listPayments(db, reservationId),
        events.ask('invoice.documentsOf', reservationId),
      ]);
      return { payments: rows.map(toPayment), documents, ...summaryOf(r.folio), folio: r.folio };
    },

    async record(reservationId, fields, by) {
      const r = await live(reservationId);
      const amount = rupeesToPaise(fields.amount);
      const row = await repo.withReservationLocked(db, reservationId, async (tx) => {
        const { balance } = await this.folioIn(tx, { ...r, id: r._id });
        if (amount > balance) {
          const message = `The amount is above the balance of ${formatPaise(balance)}`;
          throw badRequest(message, { amount: message });
        }
        return writePayment(tx, { reservationId, tripId: r.tripId }, amount, fields, by);
      });
      if (!row) throw notFound('Reservation');
      return toPayment(row);
    },

    async refund(reservationId, fields, by) {
      const r = await deps.reservation(reservationId);
      if (r.status === 'blocked') throw badRequest('A block has no payments to refund');
      const amount = rupeesToPaise(fields.amount);
      const row = await repo.withReservationLocked(db, reservationId, async (tx) => {
        const { paid } = await this.folioIn(tx, { ...r, id: r._id });
        if (amount > paid) {
          const message = `A refund cannot be more than what was paid (${formatPaise(paid)})`;
          throw badRequest(message, { amount: message });
        }
        const at = now();
        const saved = await repo.insertPayment(tx, {
          reservationId,
          tripId: r.tripId,
          kind: 'refund',
          amount,
          method: fields.method,
          reference: fields.reference,
          reason: fields.reason,
          receivedAt: at,
          recordedBy: by,
          createdAt: at,
        });
        await audit.record({ action: 'refund', entity: 'payment', entityId: saved.id, after: auditable(saved) }, tx);
        return saved;
      });
      if (!row) throw notFound('Reservation');
      return toPayment(row);
    },

    async void(reservationId, paymentId, reason, by) {
      await deps.reservation(reservationId);
      const row = await repo.withReservationLocked(db, reservationId, async (tx) => {
        const voided = await repo.voidPayment(tx, reservationId, paymentId, { by, at: now(), reason });
        if (!voided) return undefined;
        const totals = (await repo.ledgerTotals(tx, [reservationId])).get(reservationId);
        if (totals && totals.refunds > totals.payments) {
          throw conflict(
            `Voiding this payment would leave more refunded (${formatPaise(totals.refunds)}) than paid (${formatPaise(totals.payments)}): void the refund first`,
          );
        }
        const change = {
          before: { voidedAt: null, voidedBy: null, voidReason: null },
          after: { voidedAt: voided.voidedAt, voidedBy: by, voidReason: reason },
        };
        await audit.record({ action: 'void', entity: 'payment', entityId: paymentId, ...change }, tx);
        return voided;
      });
      if (row) return toPayment(row);
      if (await repo.paymentExists(db, reservationId, paymentId)) throw conflict('This payment is already void');
      throw notFound('Payment');
    },

    async request(reservationId, amountRupees, origin) {
      const settings = await business.get();
      if (!settings.upiId) throw conflict('Add your UPI id in Business & tax');
      const r = await live(reservationId);
      const amount =
        amountRupees === undefined ? defaultRequestAmount(r, settings.depositPercent) : rupeesToPaise(amountRupees);
      if (amount <= 0) throw badRequest('Nothing is due on this reservation');
      if (amount > r.balance) {
        const message = `The amount is above the balance of ${formatPaise(r.balance)}`;
        throw badRequest(message, { amount: message });
      }
      const pageUrl = `${origin}/pay/${tokens.sign({ reservationId, amount })}`;
      const item = r.itemName ?? r.kind;
      const lang = guestLang(r.guestName);
      const text = paymentRequestText(lang, {
        firstName: firstName(r.guestName),
        itemName: item,
        dates: datesOf(r),
        amount: formatPaise(amount),
        reference: r.reference,
        pageUrl,
      });
      return {
        amount,
        upiUrl: upiUrl({
          upiId: settings.upiId,
          upiName: settings.upiName || settings.legalName || deps.site.businessName,
          amount,
          note: `${r.reference} ${item}`,
          reference: r.reference,
        }),
        pageUrl,
        whatsappUrl: r.guestPhone
          ? whatsappLink(r.guestPhone, text)
          : `https://wa.me/?text=${encodeURIComponent(text)}`,
      };
    },

    async payLink(r, origin) {
      const settings = await business.get();
      if (!settings.upiId || r.status === 'cancelled' || r.status === 'blocked' || r.balance <= 0) return null;
      const amount = defaultRequestAmount(r, settings.depositPercent);
      return `${origin}/pay/${tokens.sign({ reservationId: r._id, amount })}`;
    },

    async payPage(token) {
      const claims = tokens.verify(token);
      if (!claims) throw notFound('Payment request');
      const [settings, r, invoiceId] = await Promise.all([
        business.get(),
        deps.reservation(claims.reservationId).catch(() => {
          throw notFound('Payment request');
        }),
        events.ask('invoice.inForceOf', claims.reservationId),
      ]);
      const lang = guestLang(r.guestName);
      const upiName = settings.upiName || settings.legalName || deps.site.businessName;
      const item = r.itemName ?? r.kind;
      return {
        firstName: firstName(r.guestName),
        businessName: settings.legalName || deps.site.businessName,
        kind: r.kind,
        itemName: r.itemName,
        checkIn: r.checkIn,
        checkOut: r.checkOut,
        reference: r.reference,
        amount: claims.amount,
        ...summaryOf(r.folio),
        folio: r.folio,
        upiUrl: settings.upiId
          ? upiUrl({
              upiId: settings.upiId,
              upiName,
              amount: claims.amount,
              note: `${r.reference} ${item}`,
              reference: r.reference,
            })
          : '',
        whatsappUrl: deps.site.whatsappNumber
          ? whatsappLink(deps.site.whatsappNumber, paidReplyText(lang, r.reference, formatPaise(claims.amount)))
          : null,
        invoiceUrl: invoiceId ? `/api/pay/${token}/invoice.pdf` : null,
      };
    },

    verifyToken: (token) => tokens.verify(token),

    counted: async (reservationId) =>
      (await repo.listPayments(db, reservationId)).filter((p) => !p.voidedAt).map(toPayment),

    between: async (from, to) =>
      (await repo.paymentsBetween(db, from, to)).map((r) => ({
        payment: toPayment(r.payment),
        reference: r.reference ?? '',
        guestName: r.guestName,
      })),

    received: (from, to) => repo.receivedBetween(db, from, to),

    tripTotals: (reader, tripIds) => repo.tripTotals(reader, tripIds),

    tripEntries: async (tripId) => (await repo.tripPayments(db, tripId)).map(toPayment),

    async recordOnTrip(tripId, fields, by, balanceIn) {
      const amount = rupeesToPaise(fields.amount);
      const row = await repo.withTripLocked(db, tripId, async (tx) => {
        const balance = await balanceIn(tx);
        if (amount > balance) {
          const message = `The amount is above the balance of ${formatPaise(balance)}`;
          throw badRequest(message, { amount: message });
        }
        return writePayment(tx, { reservationId: null, tripId }, amount, fields, by);
      });
      if (!row) throw notFound('Trip');
      return toPayment(row);
    },

    async tripRequest(trip, amount, origin) {
      const settings = await business.get();
      if (!settings.upiId) throw conflict('Add your UPI id in Business & tax');
      const link = upiUrl({
        upiId: settings.upiId,
        upiName: settings.upiName || settings.legalName || deps.site.businessName,
        amount,
        note: `${trip.reference} ${trip.summary}`.slice(0, 60),
        reference: trip.reference,
      });
      const pageUrl = trip.soleLine
        ? `${origin}/pay/${tokens.sign({ reservationId: trip.soleLine._id, amount })}`
        : link;
      const text = paymentRequestText(guestLang(trip.guestName), {
        firstName: firstName(trip.guestName),
        itemName: trip.summary,
        dates: trip.soleLine ? datesOf(trip.soleLine) : '',
        amount: formatPaise(amount),
        reference: trip.reference,
        pageUrl,
      });
      return {
        amount,
        upiUrl: link,
        pageUrl,
        whatsappUrl: trip.guestPhone
          ? whatsappLink(trip.guestPhone, text)
          : `https://wa.me/?text=${encodeURIComponent(text)}`,
      };
    },

    async dashboard() {
      const today = todayIST(now());
      const [settings, upcoming, received] = await Promise.all([
        business.get(),
        deps.reservationsFrom(today),
        repo.receivedBetween(
          db,
          istDayStart(`${today.slice(0, 8)}01`),
          istDayStart(addDays(`${today.slice(0, 8)}01`, 32).slice(0, 8) + '01'),
        ),
      ]);
      return moneyFigures(upcoming, settings.depositPercent, today, addDays(today, 1), received);
    },
  };
  events.answer('reservation.money', (rs) => payments.decorate(rs));
  events.answer('reservation.folio', ({ tx, reservation }) => payments.folioIn(tx, reservation));
  return payments;
}
