/**
 * The park's closures (issue 39): the owner's list of when Satpura's core zone is shut, read by the
 * quotes, enquiries and reservations of park safaris (common/src/operations/park-closures.ts) and
 * shown on the public tour page.
 */
import { addDays, eachDate } from '@pachmarhi/common/pricing/dates';
import { closureCoversDate } from '@pachmarhi/common/operations/park-closures';
import type { Shift } from '@pachmarhi/common/operations/shifts';
import type { ParkClosureInput } from '@pachmarhi/common/schemas/operations';
import type { ParkClosure } from '@pachmarhi/common/schemas/operations-records';
import type { Db } from '../../platform/db/database';
import type { ChangeFeed } from '../../platform/db/change-feed';
import { notFound } from '../../platform/errors/app-error';
import * as repo from './park-closures.repository';

/** Insert closures as they are (the demo content's). */
export const insertClosures = (db: repo.Executor, rows: ParkClosureInput[]) => repo.insertClosures(db, rows);

/** A write drops every cached tour availability and page (their quotes read the closures). */
export const PARK_CLOSURES_TOPIC = 'tour';
/** Longest range `list` spells out per day. */
const RANGE_DAYS_MAX = 400;

export interface ParkClosures {
  /**
   * Every closure; with `from`/`to` (IST, either optional) only those that close some day of the
   * range (at most 400 days from `from` are looked at).
   */
  list(range?: { from?: string; to?: string }): Promise<ParkClosure[]>;
  /** @throws AppError 404 unknown id */
  create(input: ParkClosureInput): Promise<ParkClosure>;
  /** @throws AppError 404 unknown id */
  update(id: string, input: ParkClosureInput): Promise<ParkClosure>;
  /** @throws AppError 404 unknown id */
  remove(id: string): Promise<void>;
  /** The closures as rules (what the quotes read). */
  rules(): Promise<ParkClosure[]>;
}

export interface ParkClosuresDeps {
  db: Db;
  changes: ChangeFeed;
  now: () => Date;
}

const toDto = (r: repo.ParkClosureRow): ParkClosure => ({
  _id: r.id,
  name: r.name,
  nameHi: r.nameHi,
  reason: r.reason,
  reasonHi: r.reasonHi,
  source: r.source,
  rule: r.rule as ParkClosure['rule'],
  from: r.from,
  to: r.to,
  weekday: r.weekday,
  shift: r.shift as Shift | null,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** Create the park closures component once per app; writes are announced on PARK_CLOSURES_TOPIC. */
export function createParkClosures({ db, changes, now }: ParkClosuresDeps): ParkClosures {
  const rules = async () => (await repo.allClosures(db)).map(toDto);
  const written = async <T>(v: T) => {
    await changes.publish(PARK_CLOSURES_TOPIC);
    return v;
  };
  return {
    rules,
    async list(range = {}) {
      const all = await rules();
      if (!range.from && !range.to) return all;
      const from = range.from || range.to!;
      const last = range.to && range.to >= from ? range.to : from;
      const end = addDays(from, RANGE_DAYS_MAX) < addDays(last, 1) ? addDays(from, RANGE_DAYS_MAX) : addDays(last, 1);
      const days = eachDate(from, end);
      return all.filter((c) => days.some((d) => closureCoversDate(c, d)));
    },
    create: async (input) => written(toDto((await repo.insertClosures(db, [input]))[0])),
    async update(id, input) {
      const row = await repo.updateClosure(db, id, input, now());
      if (!row) throw notFound('Park closure');
      return written(toDto(row));
    },
    async remove(id) {
      if (!(await repo.deleteClosure(db, id))) throw notFound('Park closure');
      await written(undefined);
    },
  };
}
