import type { Lang } from '@pachmarhi/common/i18n/lang';
import { addDays } from '@pachmarhi/common/pricing/quote';
import { guestLang } from '@pachmarhi/common/payment-message';
import type { Reservation } from '@pachmarhi/common/reservation-types';
import {
  DATA_REQUEST_DAYS,
  type DataRequest,
  type ReportedPayment,
  type StayDesk,
  type StayGuestFields,
  type StayPage,
} from '@pachmarhi/common/schemas/stay';
import { stayInfoOf, type StayInfo } from '@pachmarhi/common/stay/stay-info';
import { todayIST } from '@pachmarhi/common/time';
import { conflict, notFound } from '../../platform/errors/app-error';
import type { Db } from '../../platform/db/database';
import type { EventBus, Handler } from '../../platform/events/event-bus';
import type { AuditTrail } from '../audit/audit.module';
import type { Business } from '../business/business.module';
import type { Guests } from '../guests/guests.module';
import type { Invoices } from '../invoices/invoices.module';
import type { Reservations } from '../reservations/reservations.module';
import type { Trips } from '../trips/trips.module';
import { defaultRequestAmount } from '../payments/payments.module';
import * as repo from './stay.repository';
import { cleanPhoto, dataRequestOf, stayPageOf, toReported } from './stay.service';
import { stayTokens } from './stay-token';

/**
 * The guest's own page of a stay (docs/decisions/034-the-guest-stay-page.md): its revocable link,
 * what it shows, the pre-arrival details, "I have paid" and data requests the guest sends from it,
 * and the desk's side of those. Money is paise unless said; dates IST.
 */
export interface Stay {
  /**
   * The guest page's address of a reservation on `origin` (default SITE_URL, else the configured
   * port on localhost), making its first link when it has none. @throws AppError 404 unknown reservation
   */
  stayUrl(reservationId: string, origin?: string): Promise<string>;
  /** A new link: every earlier one stops working. @throws AppError 404 unknown reservation */
  newLink(reservationId: string, origin: string): Promise<{ url: string; token: string }>;
  /** The desk's view: the current link, when details last arrived, the guest-reported payments. @throws AppError 404 */
  desk(reservationId: string, origin: string): Promise<StayDesk>;
  /**
   * The page's data in `lang` (default: the guest's, by the name written).
   * @throws AppError 404 unknown, altered or revoked token (or the reservation gone)
   */
  page(token: string, lang?: Lang): Promise<StayPage>;
  /**
   * One guest's pre-arrival details into the register (the desk's rules), with the consent and an
   * optional ID photo (any image; re-encoded as JPEG without metadata). Emits `stay.detailsReceived`.
   * @throws AppError 404 as `page`; 400 as the register refuses, or an unreadable photo
   */
  addGuest(token: string, fields: StayGuestFields, photo?: Buffer): Promise<void>;
  /** "I have paid" with the UTR: a report for the desk, not counted. Emits `stay.paymentReported`. @throws AppError 404 as `page`; 409 nothing due */
  reportPaid(token: string, reference: string): Promise<ReportedPayment>;
  /** A request for a copy or erasure, due in DATA_REQUEST_DAYS. Emits `stay.dataRequested`. @throws AppError 404 as `page` */
  requestData(token: string, input: { type: DataRequest['type']; message?: string }): Promise<DataRequest>;
  /**
   * Count a reported payment: a UPI payment on the stay's trip of `amountRupees` (default as reported),
   * by `by` (user id). @throws AppError 404 unknown reservation or report; 409 already confirmed, or
   * the UTR already recorded; 400 above the balance
   */
  confirm(
    reservationId: string,
    reportedId: string,
    amountRupees: number | undefined,
    by: string,
  ): Promise<ReportedPayment>;
  /** Every data request, open ones first by due date. */
  dataRequests(): Promise<DataRequest[]>;
  /** Close or reopen a request with a note (audited). @throws AppError 404 */
  updateDataRequest(id: string, patch: { status: DataRequest['status']; note?: string }): Promise<DataRequest>;
  /** A guest's ID photo (JPEG), the view written to the audit trail. @throws AppError 404 none */
  idPhoto(reservationId: string, guestId: string): Promise<Buffer>;
  /** The latest instant pre-arrival details arrived, per reservation of `ids` (absent: never). */
  detailsReceived(ids: readonly string[]): Promise<Map<string, Date>>;
  /** The arrival information the page shows (the owner's changes over the defaults). */
  info(): Promise<StayInfo>;
  /** Replace the arrival information (audited as settings). */
  saveInfo(info: StayInfo): Promise<StayInfo>;
  /** The guest's tax invoice PDF from the page. @throws AppError 404 as `page`, or no invoice yet */
  invoicePdf(token: string): Promise<{ number: string; bytes: Buffer }>;
}

/** What the stay module tells (for notifications); declared here, emitted after each write. */
export type StayEvents = {
  /** A guest sent pre-arrival details from the page. */
  'stay.detailsReceived': Handler<{ reservationId: string }, void>;
  /** A guest reported a payment ("I have paid"); `paymentId` is the report's id (confirm it with it). */
  'stay.paymentReported': Handler<{ reservationId: string; paymentId: string; reference: string }, void>;
  /** A guest asked for a copy or erasure of their data. */
  'stay.dataRequested': Handler<{ requestId: string; reservationId: string }, void>;
};

export interface StayDeps {
  db: Db;
  now: () => Date;
  jwtSecret: string;
  audit: AuditTrail;
  events: EventBus<StayEvents>;
  /** The origin of links made outside a request (SITE_URL, or http://localhost:<port>). */
  defaultOrigin: string;
  site: {
    businessName: string;
    phone: string;
    email: string;
    address: string;
    geo: { latitude: number; longitude: number };
  };
  /** GUEST_RECORD_RETENTION_DAYS, said in the privacy notice. */
  retentionDays: number;
  reservations: Pick<Reservations, 'get'>;
  trips: Pick<Trips, 'get' | 'recordPayment'>;
  guests: Pick<Guests, 'add' | 'counts' | 'remove'>;
  business: Pick<Business, 'get'>;
  invoices: Pick<Invoices, 'idOf' | 'pdf' | 'tripInForce'>;
}

/** Create the stay module once per app. */
export function createStay(deps: StayDeps): Stay {
  const { db, now, audit, events } = deps;
  const tokens = stayTokens(deps.jwtSecret);
  /** The page's address in the guest's language (by the name written: common/src/payment-message.ts). */
  const urlOf = (origin: string, r: Pick<Reservation, '_id' | 'guestName'>, version: number) => {
    const token = tokens.sign({ reservationId: r._id, version });
    return { token, url: `${origin}${guestLang(r.guestName) === 'hi' ? '/hi' : ''}/stay/${token}` };
  };

  /** The reservation of a live token. @throws AppError 404 */
  const stayOf = async (token: string) => {
    const claims = tokens.verify(token);
    const version = claims && (await repo.linkVersion(db, claims.reservationId));
    if (!claims || version !== claims.version) throw notFound('Stay');
    return deps.reservations.get(claims.reservationId).catch(() => {
      throw notFound('Stay');
    });
  };

  const invoiceId = async (r: Reservation) =>
    (await deps.invoices.idOf(r._id)) ?? (await deps.invoices.tripInForce(db, [r.tripId])).get(r.tripId)?._id ?? null;

  const toRequest = async (row: repo.DataRequestRow): Promise<DataRequest> => {
    const r = await deps.reservations.get(row.reservationId);
    return dataRequestOf(row, r.reference, r.guestName);
  };

  const stay: Stay = {
    async stayUrl(reservationId, origin = deps.defaultOrigin) {
      const r = await deps.reservations.get(reservationId);
      return urlOf(origin, r, await repo.ensureLinkVersion(db, reservationId, now())).url;
    },

    async newLink(reservationId, origin) {
      const r = await deps.reservations.get(reservationId);
      const version = await repo.raiseLinkVersion(db, reservationId, now());
      await audit.record({ action: 'create', entity: 'stay-link', entityId: reservationId, after: { version } });
      return urlOf(origin, r, version);
    },

    async desk(reservationId, origin) {
      const r = await deps.reservations.get(reservationId);
      const [version, received, reported, photos] = await Promise.all([
        repo.linkVersion(db, reservationId),
        repo.detailsReceived(db, [reservationId]),
        repo.reportedOf(db, reservationId),
        repo.guestsWithPhoto(db, reservationId),
      ]);
      return {
        link: version ? urlOf(origin, r, version) : null,
        detailsReceivedAt: received.get(reservationId)?.toISOString() ?? null,
        reported: reported.map(toReported),
        photos,
      };
    },

    async page(token, lang) {
      const r = await stayOf(token);
      const [trip, settings, stored, counts, reported, invoice] = await Promise.all([
        deps.trips.get(r.tripId),
        deps.business.get(),
        repo.storedInfo(db),
        deps.guests.counts([r._id]),
        repo.reportedOf(db, r._id),
        invoiceId(r),
      ]);
      return stayPageOf({
        lang: lang ?? guestLang(r.guestName),
        r,
        trip,
        settings,
        info: stayInfoOf(stored),
        site: deps.site,
        registered: counts.get(r._id) ?? 0,
        reported,
        invoiceUrl: invoice ? `/api/stay/${token}/invoice.pdf` : null,
      });
    },

    async addGuest(token, fields, photo) {
      const r = await stayOf(token);
      const jpeg = photo && (await cleanPhoto(photo));
      const { child, consent: _c, noticeVersion, ...input } = fields;
      const guest = await deps.guests.add(r._id, input);
      try {
        await repo.insertGuestDetails(db, {
          guestId: guest._id,
          reservationId: r._id,
          child,
          noticeVersion,
          consentedAt: now(),
          idPhoto: jpeg ?? null,
        });
      } catch (err) {
        await deps.guests.remove(r._id, guest._id);
        throw err;
      }
      await events.emit('stay.detailsReceived', { reservationId: r._id });
    },

    async reportPaid(token, reference) {
      const r = await stayOf(token);
      const [trip, settings] = await Promise.all([deps.trips.get(r.tripId), deps.business.get()]);
      const amount = defaultRequestAmount(trip, settings.depositPercent);
      if (amount <= 0) throw conflict('Nothing is due on this stay');
      const row = await repo.insertReported(db, { reservationId: r._id, amount, reference, reportedAt: now() });
      await events.emit('stay.paymentReported', { reservationId: r._id, paymentId: row.id, reference });
      return toReported(row);
    },

    async requestData(token, input) {
      const r = await stayOf(token);
      const at = now();
      const row = await repo.insertDataRequest(db, {
        reservationId: r._id,
        type: input.type,
        message: input.message ?? '',
        createdAt: at,
        dueOn: addDays(todayIST(at), DATA_REQUEST_DAYS),
      });
      await events.emit('stay.dataRequested', { requestId: row.id, reservationId: r._id });
      return dataRequestOf(row, r.reference, r.guestName);
    },

    async confirm(reservationId, reportedId, amountRupees, by) {
      const r = await deps.reservations.get(reservationId);
      const report = await repo.findReported(db, reservationId, reportedId);
      if (!report) throw notFound('Reported payment');
      if (report.confirmedAt) throw conflict('This payment is already confirmed');
      const amount = amountRupees ?? report.amount / 100;
      const payment = await deps.trips.recordPayment(
        r.tripId,
        { amount, method: 'upi', reference: report.reference, receivedAt: report.reportedAt },
        by,
      );
      const row = await repo.confirmReported(db, reservationId, reportedId, { at: now(), by, paymentId: payment._id });
      if (!row) throw conflict('This payment is already confirmed');
      return toReported(row);
    },

    async dataRequests() {
      return Promise.all((await repo.listDataRequests(db)).map(toRequest));
    },

    async updateDataRequest(id, patch) {
      const closedAt = patch.status === 'open' ? null : now();
      const row = await repo.updateDataRequest(db, id, { status: patch.status, note: patch.note ?? '', closedAt });
      if (!row) throw notFound('Data request');
      await audit.record({
        action: 'update',
        entity: 'data-request',
        entityId: id,
        after: { status: patch.status, note: row.note },
      });
      return toRequest(row);
    },

    async idPhoto(reservationId, guestId) {
      const found = await repo.idPhoto(db, guestId);
      if (!found || found.reservationId !== reservationId) throw notFound('ID photo');
      await audit.record({ action: 'read', entity: 'id-photo', entityId: guestId });
      return found.photo;
    },

    detailsReceived: (ids) => repo.detailsReceived(db, ids),

    info: async () => stayInfoOf(await repo.storedInfo(db)),

    async saveInfo(info) {
      const before = await stay.info();
      await repo.saveInfo(db, info, now());
      await audit.record({ action: 'update', entity: 'settings', entityId: 'stay', before, after: info });
      return info;
    },

    async invoicePdf(token) {
      const id = await invoiceId(await stayOf(token));
      if (!id) throw notFound('Invoice');
      return deps.invoices.pdf(id);
    },
  };
  return stay;
}
