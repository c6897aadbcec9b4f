/**
 * The backups' rules, as pure functions (docs/decisions/028-backups.md): when the nightly backup is
 * due, and which archives the retention rule keeps.
 */
import { addDays, dayOfWeek } from '@pachmarhi/common/pricing/quote';
import { istDayStart, todayIST } from '@pachmarhi/common/time';

/** The nightly backup's time of day, IST: 02:30 (21:00 UTC the day before), when the site is quietest. */
export const NIGHTLY_HOUR = 2;
export const NIGHTLY_MINUTE = 30;

/**
 * The nightly run due at `now`: the latest 02:30 IST not after `now`, and its night's name (the IST
 * date it falls on, 'YYYY-MM-DD'), which names the run once across every process.
 */
export function dueSlot(now: Date): { slot: string; at: Date } {
  const nightly = (date: string) => new Date(istDayStart(date, NIGHTLY_HOUR).getTime() + NIGHTLY_MINUTE * 60_000);
  const today = todayIST(now);
  const slot = nightly(today) <= now ? today : addDays(today, -1);
  return { slot, at: nightly(slot) };
}

/** How many archives of each period the retention rule keeps: the newest of each of that many days, weeks, months. */
export interface RetentionPolicy {
  daily: number;
  weekly: number;
  monthly: number;
}

/** 7 daily, 4 weekly, 12 monthly. */
export const DEFAULT_RETENTION: RetentionPolicy = { daily: 7, weekly: 4, monthly: 12 };

/** The Monday (IST date) of the week an IST date is in (weeks run Monday to Sunday, ISO 8601). */
const weekOf = (date: string) => addDays(date, -((dayOfWeek(date) + 6) % 7));

/**
 * Which backups to keep: for each period (IST days, Monday-to-Sunday weeks, months), the newest
 * backup of each of the most recent `policy[period]` periods that have one; a backup kept by any
 * period stays. The newest backup is always kept. (The rule of restic's `forget --keep-daily 7
 * --keep-weekly 4 --keep-monthly 12`.)
 * @param backups good backups with the instant each was taken, any order
 * @returns the ones to keep (the same objects)
 */
export function backupsToKeep<T extends { at: Date }>(
  backups: T[],
  policy: RetentionPolicy = DEFAULT_RETENTION,
): Set<T> {
  const newestFirst = [...backups].sort((a, b) => b.at.getTime() - a.at.getTime());
  const keep = new Set<T>();
  const periods: [number, (date: string) => string][] = [
    [policy.daily, (d) => d],
    [policy.weekly, weekOf],
    [policy.monthly, (d) => d.slice(0, 7)],
  ];
  for (const [count, periodOf] of periods) {
    let last: string | null = null;
    let kept = 0;
    for (const b of newestFirst) {
      if (kept >= count) break;
      const period = periodOf(todayIST(b.at));
      if (period === last) continue;
      last = period;
      keep.add(b);
      kept++;
    }
  }
  if (newestFirst.length) keep.add(newestFirst[0]);
  return keep;
}
