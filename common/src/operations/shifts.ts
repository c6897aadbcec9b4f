/**
 * Park shifts (issue 39): Satpura Tiger Reserve runs two safari shifts a day, morning and evening
 * (afternoon). Times are IST. A job without a shift (a Gypsy rented for the day, a day-long tour)
 * takes the whole day.
 */
export const SHIFTS = ['morning', 'evening'] as const;
export type Shift = (typeof SHIFTS)[number];

/** When a shift's pickup is unless the tour names its own pickup times: IST 'HH:MM'. */
export const SHIFT_PICKUP: Record<Shift, string> = { morning: '05:30', evening: '14:30' };

/** One date's part a job takes: a shift, or the whole day (`shift` null). `date` is an IST 'YYYY-MM-DD'. */
export interface Slot {
  date: string;
  shift: Shift | null;
}

/** True when two slots meet: the same date and the same shift, or either takes the whole day. */
export const slotsMeet = (a: Slot, b: Slot): boolean =>
  a.date === b.date && (a.shift === null || b.shift === null || a.shift === b.shift);

/** When a whole-day job (a rental, a day tour without pickup times) starts: IST 'HH:MM'. */
export const DAY_START = '08:00';

/** Hours between the morning and the evening park shift's pickups (05:30 → 14:30). */
const EVENING_LATER_MINUTES = 9 * 60;

/**
 * A job's pickup time (IST 'HH:MM'): a tour's pickup point gives the morning's (or a whole day's)
 * time, and the evening shift picks up 9 hours later; without a point, the shift's standard time
 * or the day's start.
 */
export function pickupTime(pointTime: string | undefined, shift: Shift | null): string {
  if (!pointTime) return shift ? SHIFT_PICKUP[shift] : DAY_START;
  if (shift !== 'evening') return pointTime;
  const minutes = Number(pointTime.slice(0, 2)) * 60 + Number(pointTime.slice(3, 5)) + EVENING_LATER_MINUTES;
  const h = Math.floor(minutes / 60) % 24;
  return `${String(h).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
