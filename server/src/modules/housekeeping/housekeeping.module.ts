/**
 * Housekeeping (issue 39; docs/decisions/033-housekeeping.md): the status of each room unit — clean,
 * dirty, inspected, out of order — set from the phone board, made dirty by check-outs, and read by
 * Today for whether the day's arrivals have a ready room. Out of order takes the unit out of the
 * availability through a block the reservations module keeps (status 'blocked'), so the quote, the
 * calendar and every count of free rooms see it without knowing housekeeping.
 */
import { DEFAULT_UNIT_STATUS, roomReadiness, unitsToDirty, type UnitState } from '@pachmarhi/common/housekeeping';
import { reservationCreateSchema } from '@pachmarhi/common/schemas/reservation';
import type { HousekeepingBoard, HousekeepingPatch, RoomUnit } from '@pachmarhi/common/schemas/housekeeping';
import { todayIST } from '@pachmarhi/common/time';
import { currentActor } from '../../platform/auth/require-auth';
import type { Db } from '../../platform/db/database';
import { badRequest, notFound } from '../../platform/errors/app-error';
import type { AuditTrail } from '../audit/audit.module';
import type { Inventory } from '../inventory/inventory.module';
import type { ReservationEvents, Reservations } from '../reservations/reservations.module';
import type { EventBus } from '../../platform/events/event-bus';
import { lockedUnit, putUnit, unitRows, type RoomUnitRow } from './housekeeping.repository';

export interface Housekeeping {
  /** Every room listing's units with their status, and whether `date`'s (IST) arrivals fit its ready units. */
  board(date: string): Promise<HousekeepingBoard>;
  /**
   * Set one unit's status (audited). `out-of-order` blocks the unit from today (IST) up to `until`
   * (a block reservation); leaving `out-of-order` releases it.
   * @throws AppError 404 unknown room or a unit number above its units; 400 `until` not after today;
   *   409 when every unit is reserved on some night of the out-of-order dates (the block's refusal)
   */
  set(roomId: string, unit: number, patch: HousekeepingPatch): Promise<RoomUnit>;
  /**
   * A room stay was checked out: `units` of the room's units become dirty (`unitsToDirty`), in the
   * check-out's transaction `tx` when given (the module subscribes to 'reservation.checkedOut').
   */
  checkedOut(roomId: string, units: number, tx?: Db): Promise<void>;
}

export interface HousekeepingDeps {
  db: Db;
  now: () => Date;
  audit: AuditTrail;
  inventory: Pick<Inventory, 'bookables' | 'bookable'>;
  reservations: Pick<Reservations, 'create' | 'remove' | 'onDate'>;
  /** Where check-outs are told (the reservations module emits them in their transaction). */
  events?: EventBus<ReservationEvents>;
}

const unitOf = (unit: number, row: RoomUnitRow | undefined): RoomUnit => ({
  unit,
  status: (row?.status as RoomUnit['status']) ?? DEFAULT_UNIT_STATUS,
  reason: row?.reason ?? '',
  from: row?.outFrom ?? '',
  until: row?.outUntil ?? '',
  updatedAt: row?.updatedAt.toISOString() ?? null,
  updatedBy: row?.updatedBy ?? '',
});

/** Who set a unit: the staff member's user id ('check-out' when a check-out made it dirty). */
const actorId = () => currentActor()?.userId ?? '';

/** Create the housekeeping component once per app. */
export function createHousekeeping({
  db,
  now,
  audit,
  inventory,
  reservations,
  events,
}: HousekeepingDeps): Housekeeping {
  const unitsOfRoom = async (roomId: string, reader: Db): Promise<UnitState[]> => {
    const room = await inventory.bookable('room', roomId);
    if (!room) return [];
    const rows = new Map((await unitRows(reader, [roomId])).map((r) => [r.unit, r]));
    return Array.from({ length: room.capacity }, (_, i) => unitOf(i + 1, rows.get(i + 1)));
  };

  const housekeeping: Housekeeping = {
    async board(date) {
      const [rooms, rows, stays] = await Promise.all([
        inventory.bookables('room'),
        unitRows(db),
        reservations.onDate(date),
      ]);
      const byRoom = new Map<string, RoomUnitRow[]>();
      for (const r of rows) byRoom.set(r.roomId, [...(byRoom.get(r.roomId) ?? []), r]);
      const arriving = new Map<string, number>();
      for (const r of stays)
        if (r.kind === 'room' && r.checkIn === date && (r.status === 'confirmed' || r.status === 'held'))
          arriving.set(r.itemId, (arriving.get(r.itemId) ?? 0) + (r.units ?? 1));
      return {
        date,
        rooms: rooms.map((room) => {
          const set = new Map((byRoom.get(room.id) ?? []).map((r) => [r.unit, r]));
          const units = Array.from({ length: room.capacity }, (_, i) => unitOf(i + 1, set.get(i + 1)));
          const readiness = roomReadiness(units, arriving.get(room.id) ?? 0);
          return {
            roomId: room.id,
            name: room.name,
            nameHi: room.nameHi ?? '',
            units,
            arriving: arriving.get(room.id) ?? 0,
            readyUnits: readiness.readyUnits,
            ready: readiness.ready,
          };
        }),
      };
    },

    async set(roomId, unit, patch) {
      const room = await inventory.bookable('room', roomId);
      if (!room || unit > room.capacity) throw notFound('Room unit not found');
      const today = todayIST(now());
      if (patch.status === 'out-of-order' && patch.until! <= today)
        throw badRequest('Back in service on must be after today', { until: 'Back in service on must be after today' });
      const before = (await unitRows(db, [roomId])).find((r) => r.unit === unit);
      // Out of order: the block first (it may be refused: every unit reserved), then the unit's row.
      const block =
        patch.status === 'out-of-order'
          ? await reservations.create(
              reservationCreateSchema(today).parse({
                kind: 'room',
                itemId: roomId,
                checkIn: today,
                checkOut: patch.until,
                guests: 1,
                status: 'blocked',
                guestName: `${room.name} · ${unit}: ${patch.reason}`.slice(0, 100),
                notes: patch.reason,
              }),
            )
          : null;
      const release = async (id: string | null | undefined) => {
        if (id) await reservations.remove(id);
      };
      try {
        const row = await db.transaction(async (tx) => {
          const locked = await lockedUnit(tx, roomId, unit);
          const saved = await putUnit(tx, {
            roomId,
            unit,
            status: patch.status,
            reason: patch.status === 'out-of-order' || patch.status === 'dirty' ? (patch.reason ?? '') : '',
            outFrom: block ? today : null,
            outUntil: block ? patch.until! : null,
            blockReservationId: block?._id ?? null,
            updatedAt: now(),
            updatedBy: actorId(),
          });
          await audit.record(
            {
              action: 'update',
              entity: 'room-unit',
              entityId: roomId,
              before: { unit, status: locked?.status ?? DEFAULT_UNIT_STATUS, reason: locked?.reason ?? '' },
              after: { unit, status: saved.status, reason: saved.reason, until: saved.outUntil ?? '' },
            },
            tx,
          );
          return saved;
        });
        // The block it replaced (out of order again, or back in service) is released.
        if (before?.blockReservationId && before.blockReservationId !== row.blockReservationId)
          await release(before.blockReservationId);
        return unitOf(unit, row);
      } catch (e) {
        await release(block?._id);
        throw e;
      }
    },

    async checkedOut(roomId, units, tx = db) {
      const dirty = unitsToDirty(await unitsOfRoom(roomId, tx), units);
      for (const unit of dirty)
        await putUnit(tx, { roomId, unit, status: 'dirty', reason: '', updatedAt: now(), updatedBy: 'check-out' });
    },
  };
  events?.on('reservation.checkedOut', async ({ tx, kind, itemId, units }) => {
    if (kind === 'room') await housekeeping.checkedOut(itemId, units, tx as unknown as Db);
  });
  return housekeeping;
}
