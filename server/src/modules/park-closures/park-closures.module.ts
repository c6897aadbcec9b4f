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
import { cachedOnChange } from '../../platform/cache/cached-value';
import * as repo from './park-closures.repository';

/** Insert closures as they are (the demo content's). */
export const insertClosures = (db: repo.Executor, rows: ParkClosureInput[]) => repo.insertClosures(db, rows);

/**
 * The park's standing closures, as the Madhya Pradesh Forest Department announces them for tiger
 * reserves' core zones: the monsoon (1 July – 30 September) and Wednesday afternoons. A new database
 * starts with them (`addStandingClosures`); the owner may change or delete them like any other.
 */
export const STANDING_CLOSURES: ParkClosureInput[] = [
  {
    name: 'Monsoon closure of the core zone',
    nameHi: 'कोर ज़ोन की मानसून बंदी',
    reason: 'The core zone is closed from 1 July to 30 September',
    reasonHi: 'कोर ज़ोन 1 जुलाई से 30 सितंबर तक बंद रहता है',
    source: "Madhya Pradesh Forest Department: tiger reserves' core zones close for the monsoon",
    rule: 'annual',
    from: '07-01',
    to: '09-30',
    weekday: null,
    shift: null,
  },
  {
    name: 'Wednesday afternoons',
    nameHi: 'बुधवार दोपहर',
    reason: 'The core zone is closed on Wednesday afternoons',
    reasonHi: 'कोर ज़ोन बुधवार दोपहर को बंद रहता है',
    source: 'Madhya Pradesh Forest Department: weekly closure of the afternoon safari',
    rule: 'weekly',
    from: null,
    to: null,
    weekday: 3,
    shift: 'evening',
  },
];

/**
 * Add the standing closures to a database that has no closure yet, when `isNew` says it is a new
 * one (the composition root asks: no account yet), so that an owner who deleted them does not get
 * them back. Not in a migration: a migrated but unused database stays empty for a restore or a move.
 * @returns how many were added
 */
export async function addStandingClosures(db: Db, isNew: () => Promise<boolean>): Promise<number> {
  if ((await repo.allClosures(db)).length > 0 || !(await isNew())) return 0;
  return (await repo.insertClosures(db, STANDING_CLOSURES)).length;
}

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
  // Every tour availability and quote reads the rules: kept until a write announces PARK_CLOSURES_TOPIC
  // (in every process), at most 5 s (the demo seed writes without announcing).
  const rules = cachedOnChange(changes, [PARK_CLOSURES_TOPIC], async () => (await repo.allClosures(db)).map(toDto));
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
