import { formatDateIST } from '@pachmarhi/common/format';
import type { Reservation } from '@pachmarhi/common/reservation-types';
import type { PaymentFields } from '@pachmarhi/common/schemas/money';
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
import { payTokens, type PayTokenClaims } from './pay-token';
import * as repo from './payments.repository';
import { defaultRequestAmount, moneyFigures, summaryOf, toPayment } from './payments.service';

/** The payments ledger and UPI payment requests of reservations; see `createPayments`. */
export interface Payments {
  /** Reservations with their quote's `tax` and `grandTotal` and their `amountDue`, `paid`, `balance` (paise). */
  decorate(rs: Reservation[]): Promise<Reservation[]>;
  /** A reservation's payments (voided ones too) and its figures. @throws AppError 404 unknown reservation */
  ledger(reservationId: string): Promise<Ledger>;
  /**
   * Record a payment (`amount` rupees, stored as paise) by the admin `by` (user id).
   * @throws AppError 404 unknown reservation; 400 when cancelled, or the amount is above the balance
   */
  record(reservationId: string, fields: PaymentFields, by: string): Promise<Payment>;
  /** Void a payment (kept, marked who and when). @throws AppError 404 unknown reservation or payment; 409 already void */
  void(reservationId: string, paymentId: string, by: string): Promise<Payment>;
  /**
   * A UPI request for `amountRupees` (default: the deposit, or the balance once the deposit is
   * paid), with the public page on `origin` ('https://…').
   * @throws AppError 404 unknown reservation; 409 no UPI id in the settings; 400 nothing to ask, above the balance, or cancelled
   */
  request(reservationId: string, amountRupees: number | undefined, origin: string): Promise<PaymentRequest>;
  /** The public payment page's data. @throws AppError 404 bad token or reservation gone */
  payPage(token: string): Promise<PayPage>;
  /** The claims of a payment-page token; null when it is not one. */
  verifyToken(token: string): PayTokenClaims | null;
  /** The payments that count (not voided) of a reservation, oldest first. */
  counted(reservationId: string): Promise<Payment[]>;
  /** Payments received in `[from, to)` (not voided) with the reservation's reference and guest. */
  between(from: Date, to: Date): Promise<{ payment: Payment; reference: string; guestName: string }[]>;
  /** Paise received in `[from, to)` (not voided). */
  received(from: Date, to: Date): Promise<number>;
  /** The dashboard's money figures at the current instant (IST days). */
  dashboard(): Promise<DashboardMoney>;
}

export interface PaymentsDeps {
  db: Db;
  now: () => Date;
  jwtSecret: string;
  business: Business;
  /** The site's name and WhatsApp number (the guest's "I have paid" goes there). */
  site: { businessName: string; whatsappNumber: string };
  /** A reservation as the API shows it (decorated). @throws AppError 404 */
  reservation: (id: string) => Promise<Reservation>;
  /** The id of a reservation's invoice, null before one is issued. */
  invoiceOf: (reservationId: string) => Promise<string | null>;
  /** A reservation's invoice and credit note (the ledger shows them). */
  documentsOf: (reservationId: string) => Promise<Invoice[]>;
  /** Reservations (decorated) whose dates reach `from` ('YYYY-MM-DD') or later. */
  reservationsFrom: (from: string) => Promise<Reservation[]>;
  /** Recording and voiding a payment are written to it (entity 'payment'), in the write's transaction. */
  audit: AuditTrail;
}

const datesOf = (r: Reservation) =>
  r.checkOut ? `${formatDateIST(r.checkIn)} – ${formatDateIST(r.checkOut)}` : formatDateIST(r.checkIn);
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/** Create the payments component. Writes lock the reservation's row (one balance check at a time). */
export function createPayments(deps: PaymentsDeps): Payments {
  const { db, now, business, audit } = deps;
  const tokens = payTokens(deps.jwtSecret);

  const live = async (id: string) => {
    const r = await deps.reservation(id);
    if (r.status === 'cancelled') throw badRequest('This reservation is cancelled: no payment can be taken');
    return r;
  };

  return {
    async decorate(rs) {
      const [settings, paid] = await Promise.all([
        business.get(),
        repo.paidBy(
          db,
          rs.map((r) => r._id),
        ),
      ]);
      return rs.map((r) => ({
        ...r,
        quote: r.quote && withTax(r.quote, settings),
        ...summaryOf(r, settings, paid.get(r._id) ?? 0),
      }));
    },

    async ledger(reservationId) {
      const r = await deps.reservation(reservationId);
      const [rows, documents] = await Promise.all([
        repo.listPayments(db, reservationId),
        deps.documentsOf(reservationId),
      ]);
      return {
        payments: rows.map(toPayment),
        documents,
        amountDue: r.amountDue,
        paid: r.paid,
        balance: r.balance,
      };
    },

    async record(reservationId, fields, by) {
      const r = await live(reservationId);
      const amount = rupeesToPaise(fields.amount);
      const row = await repo.withReservationLocked(db, reservationId, async (tx) => {
        const paid = (await repo.paidBy(tx, [reservationId])).get(reservationId) ?? 0;
        const balance = Math.max(0, r.amountDue - paid);
        if (amount > balance) {
          throw badRequest(`The amount is above the balance of ${formatPaise(balance)}`, {
            amount: `The amount is above the balance of ${formatPaise(balance)}`,
          });
        }
        const at = now();
        const saved = await repo.insertPayment(tx, {
          reservationId,
          amount,
          method: fields.method,
          reference: fields.reference,
          receivedAt: fields.receivedAt ?? at,
          recordedBy: by,
          createdAt: at,
        });
        await audit.record({ action: 'record', entity: 'payment', entityId: saved.id, after: auditable(saved) }, tx);
        return saved;
      });
      if (!row) throw notFound('Reservation');
      return toPayment(row);
    },

    async void(reservationId, paymentId, by) {
      await deps.reservation(reservationId);
      const row = await db.transaction(async (tx) => {
        const voided = await repo.voidPayment(tx, reservationId, paymentId, by, now());
        if (voided) {
          const change = {
            before: { voidedAt: null, voidedBy: null },
            after: { voidedAt: voided.voidedAt, voidedBy: by },
          };
          await audit.record({ action: 'void', entity: 'payment', entityId: paymentId, ...change }, tx);
        }
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

    async payPage(token) {
      const claims = tokens.verify(token);
      if (!claims) throw notFound('Payment request');
      const [settings, r, invoiceId] = await Promise.all([
        business.get(),
        deps.reservation(claims.reservationId).catch(() => {
          throw notFound('Payment request');
        }),
        deps.invoiceOf(claims.reservationId),
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
        amountDue: r.amountDue,
        paid: r.paid,
        balance: r.balance,
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
}
