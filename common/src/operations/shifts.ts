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
