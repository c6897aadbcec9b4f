import { addDays } from '@pachmarhi/common/pricing/quote';
import type { FormIiiPatch, GuestInput } from '@pachmarhi/common/schemas/front-desk';
import type { FormIiiDue, Guest } from '@pachmarhi/common/schemas/front-desk-records';
import { todayIST } from '@pachmarhi/common/time';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors/app-error';
import type { AuditTrail } from '../audit/audit.module';
import type { Reservations } from '../reservations/reservations.module';
import * as repo from './guests.repository';
import { assertDocumentsValid, guestRegisterCsv, toFormIiiDue, toGuestDto } from './guests.service';

/** The guest register and Form C (./guests.service.ts for the law); every read and write is audited. */
export interface Guests {
  /** The guests of a reservation (a register read). @throws AppError 404 unknown reservation */
  list(reservationId: string): Promise<Guest[]>;
  /**
   * Add a guest.
   * @throws AppError 404 unknown reservation; 400 a passport or visa that runs out before the stay ends
   */
  add(reservationId: string, input: GuestInput): Promise<Guest>;
  /**
   * Replace a guest's fields.
   * @throws AppError 404 unknown reservation or guest; 400 a passport or visa that runs out before the stay ends
   */
  replace(reservationId: string, guestId: string, input: GuestInput): Promise<Guest>;
  /** Mark Form C submitted (or not, with null) and keep the FRRO portal's acknowledgement number. @throws AppError 404 */
  markFormIii(reservationId: string, guestId: string, patch: FormIiiPatch): Promise<Guest>;
  /** @throws AppError 404 unknown reservation or guest */
  remove(reservationId: string, guestId: string): Promise<void>;
  /** How many guests are in the register for each of the reservations `ids` (absent: none). Not a register read: no personal data. */
  counts(reservationIds: readonly string[]): Promise<Map<string, number>>;
  /** Foreign guests checked in whose Form C is not marked submitted, soonest due first (a register read). */
  formIiiDue(): Promise<FormIiiDue[]>;
  /** The register of stays starting in `[from, to]` as CSV (a register read). */
  registerCsv(range: { from?: string; to?: string }): Promise<string>;
  /**
   * Delete the guests of stays that ended more than the retention days before today (IST).
   * @returns how many records were deleted
   */
  purge(): Promise<number>;
}

export interface GuestsDeps {
  db: Db;
  now: () => Date;
  audit: AuditTrail;
  reservations: Pick<Reservations, 'get'>;
  /** GUEST_RECORD_RETENTION_DAYS (≥ 365). */
  retentionDays: number;
}

/** What the audit trail keeps of a guest: every field but the bookkeeping instants. */
const audited = ({ createdAt: _c, updatedAt: _u, ...g }: Guest) => g;

/** Create the guest register once per app. */
export function createGuests({ db, now, audit, reservations, retentionDays }: GuestsDeps): Guests {
  const found = (row: repo.GuestRow | undefined) => {
    if (!row) throw notFound('Guest');
    return toGuestDto(row);
  };
  const read = (entityId: string) => audit.record({ action: 'read', entity: 'guest-register', entityId });
  /** The reservation, once its stay is known to outlast neither document of `input`. */
  const checkedStay = async (reservationId: string, input: GuestInput) => {
    const stay = await reservations.get(reservationId);
    assertDocumentsValid(input, stay.checkOut ?? stay.checkIn);
  };
  return {
    counts: (ids) => repo.countsOf(db, ids),

    async list(reservationId) {
      await reservations.get(reservationId);
      const rows = await repo.guestsOf(db, reservationId);
      await read(reservationId);
      return rows.map(toGuestDto);
    },
    async add(reservationId, input) {
      await checkedStay(reservationId, input);
      const guest = toGuestDto(await repo.insertGuest(db, reservationId, input, now()));
      await audit.record({ action: 'create', entity: 'guest', entityId: guest._id, after: audited(guest) });
      return guest;
    },
    async replace(reservationId, guestId, input) {
      await checkedStay(reservationId, input);
      const before = found(await repo.findGuest(db, reservationId, guestId));
      const guest = found(await repo.updateGuest(db, reservationId, guestId, { input }, now()));
      await audit.record({
        action: 'update',
        entity: 'guest',
        entityId: guestId,
        before: audited(before),
        after: audited(guest),
      });
      return guest;
    },
    async markFormIii(reservationId, guestId, patch) {
      const before = found(await repo.findGuest(db, reservationId, guestId));
      const formIii = {
        formIiiSubmittedAt: patch.formIiiSubmittedAt ? new Date(patch.formIiiSubmittedAt) : null,
        formIiiAck: patch.formIiiAck ?? null,
      };
      const guest = found(await repo.updateGuest(db, reservationId, guestId, { formIii }, now()));
      await audit.record({
        action: 'update',
        entity: 'guest',
        entityId: guestId,
        before: audited(before),
        after: audited(guest),
      });
      return guest;
    },
    async remove(reservationId, guestId) {
      const row = found(await repo.deleteGuest(db, reservationId, guestId));
      await audit.record({ action: 'delete', entity: 'guest', entityId: guestId, before: audited(row) });
    },
    async formIiiDue() {
      const rows = await repo.formIiiDueRows(db);
      const names = new Map<string, string | null>();
      for (const r of rows)
        if (!names.has(r.reservationId)) names.set(r.reservationId, (await reservations.get(r.reservationId)).itemName);
      await read('form-iii-due');
      return rows.map((r) => toFormIiiDue(r, names.get(r.reservationId) ?? null));
    },
    async registerCsv(range) {
      const rows = await repo.registerRows(db, range);
      await read(`${range.from ?? ''}..${range.to ?? ''}`);
      return guestRegisterCsv(rows);
    },
    async purge() {
      const n = await repo.purgeGuestsBefore(db, addDays(todayIST(now()), -retentionDays));
      await audit.record({ action: 'purge', entity: 'guest-register', after: { deleted: n, retentionDays } });
      return n;
    },
  };
}
