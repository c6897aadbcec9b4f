/**
 * Blocks imported from a channel's calendar (calendar sync, docs/decisions/020-calendar-sync.md):
 * reservations with status 'blocked', source 'ical', the feed's label as the name and the event's
 * UID. A sync replaces one feed's blocks in one transaction with the item locked, and flags every
 * imported block of the item that collides with other bookings beyond the item's units.
 */
import type { ItemKind } from '@pachmarhi/common/kinds';
import { addDays } from '@pachmarhi/common/pricing/quote';
import { todayIST } from '@pachmarhi/common/time';
import { notFound } from '../../platform/errors/app-error';
import type { Bookable } from '../inventory/inventory.module';
import { usageByDate } from './occupancy';
import * as repo from './reservations.repository';
import type { ReservationDeps } from './reservations.service';

/** Which feed the blocks come from. */
export interface ImportSource {
  feedId: string;
  kind: ItemKind;
  itemId: string;
  /** The channel's name ('Airbnb'), kept as the block's name. */
  label: string;
}

/** One event to keep: its dates `[checkIn, checkOut)` (IST), UID, occurrence and summary. */
export interface ImportedStay {
  uid: string;
  recurrence: string | null;
  checkIn: string;
  checkOut: string;
  summary: string;
}

/** What a sync changed; `conflicts` counts the feed's blocks flagged after it. */
export interface ImportCounts {
  added: number;
  updated: number;
  removed: number;
  conflicts: number;
  /** The feed's blocks after the sync. */
  total: number;
}

/** Longest stretch the conflict check counts day by day (ten years). */
const CONFLICT_SPAN_DAYS = 3650;

const keyOf = (e: { uid: string; recurrence: string | null }) => `${e.uid}\u0000${e.recurrence ?? ''}`;

/**
 * Replace the blocks of `source.feedId` by `events` in one transaction: moved events updated,
 * events no longer given deleted, new ones inserted (`events` null: the feed did not change, its
 * blocks stay); then the item's imported blocks re-flagged
 * (`conflict`) and `finish` run in the same transaction (the feed's own record).
 * @throws AppError 404 when the item no longer exists
 */
export async function replaceImported(
  deps: ReservationDeps,
  source: ImportSource,
  events: ImportedStay[] | null,
  now: Date,
  finish: (tx: repo.Executor, counts: ImportCounts) => Promise<void>,
): Promise<ImportCounts> {
  return deps.db.transaction(async (tx) => {
    const item = await deps.inventory.lockBookable(tx, source.kind, source.itemId);
    if (!item) throw notFound(source.kind === 'vehicle' ? 'Vehicle' : 'Room');
    const current = new Map(
      (await repo.importedOfFeed(tx, source.feedId)).map((r) => [
        keyOf({ uid: r.externalUid ?? '', recurrence: r.externalRecurrence }),
        r,
      ]),
    );
    const inserts: Omit<repo.NewReservation, 'tripId'>[] = [];
    let updated = 0;
    const total = events ? events.length : current.size;
    if (!events) current.clear();
    for (const e of events ?? []) {
      const fields = { checkIn: e.checkIn, checkOut: e.checkOut, notes: e.summary, guestName: source.label };
      const cur = current.get(keyOf(e));
      current.delete(keyOf(e));
      if (!cur) {
        inserts.push({
          ...fields,
          kind: source.kind,
          itemId: source.itemId,
          guests: 1,
          status: 'blocked',
          source: 'ical',
          feedId: source.feedId,
          externalUid: e.uid,
          externalRecurrence: e.recurrence,
          createdAt: now,
          updatedAt: now,
        });
      } else if (
        cur.checkIn !== e.checkIn ||
        cur.checkOut !== e.checkOut ||
        cur.notes !== e.summary ||
        cur.guestName !== source.label
      ) {
        await repo.updateReservation(tx, cur.id, { ...fields, updatedAt: now });
        updated++;
      }
    }
    await repo.deleteReservations(
      tx,
      [...current.values()].map((r) => r.id),
    );
    // Each block is a trip of one line, like every reservation.
    const tripIds = await repo.insertTrips(
      tx,
      inserts.map((b) => ({ guestName: b.guestName, source: 'ical', notes: b.notes, createdAt: now, updatedAt: now })),
    );
    await repo.insertReservations(
      tx,
      inserts.map((b, i) => ({ ...b, tripId: tripIds[i] })),
    );
    const conflicts = await flagConflicts(tx, source, item, now);
    const counts = { added: inserts.length, updated, removed: current.size, conflicts, total };
    await finish(tx, counts);
    return counts;
  });
}

/**
 * Re-flag every imported block of the (locked) item: `conflict` when on one of its dates the
 * occupying reservations (the product's own and every feed's) number more than the item's units.
 * @returns how many of `source.feedId`'s blocks are flagged
 */
async function flagConflicts(tx: repo.Executor, source: ImportSource, item: Bookable, now: Date): Promise<number> {
  const from = addDays(todayIST(now), -1);
  const rows = await repo.occupyingRowsOfItem(tx, source.kind, source.itemId, from, now);
  if (!rows.length) return 0;
  const last = rows.reduce((m, r) => ((r.checkOut ?? r.checkIn) > m ? (r.checkOut ?? r.checkIn) : m), from);
  const until = last < addDays(from, CONFLICT_SPAN_DAYS) ? last : addDays(from, CONFLICT_SPAN_DAYS);
  const dates: string[] = [];
  for (let d = from; d < until; d = addDays(d, 1)) dates.push(d);
  if (!dates.length) return 0;
  const used = usageByDate(source.kind, rows, dates);
  const over = (r: repo.OccupyingRow) => {
    for (
      let d = r.checkIn < from ? from : r.checkIn;
      d < (r.checkOut ?? addDays(r.checkIn, 1)) && d < until;
      d = addDays(d, 1)
    )
      if ((used.get(d) ?? 0) > item.capacity) return true;
    return false;
  };
  const flag: string[] = [];
  const clear: string[] = [];
  let mine = 0;
  for (const r of rows) {
    if (!r.feedId) continue;
    const conflict = over(r);
    if (conflict && r.feedId === source.feedId) mine++;
    if (conflict !== r.conflict) (conflict ? flag : clear).push(r.id);
  }
  await repo.setConflict(tx, flag, true);
  await repo.setConflict(tx, clear, false);
  return mine;
}
