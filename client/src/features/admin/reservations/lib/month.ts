import { formatCalendarDate } from '@pachmarhi/common/format';
import { addDays } from '@pachmarhi/common/pricing/quote';

/**
 * Calendar arithmetic on IST calendar dates ('YYYY-MM-DD') and months ('YYYY-MM'). A date string
 * is read as midnight UTC only to name its weekday and month; no clock time is involved.
 */

export { monthDates, shiftMonth } from '@pachmarhi/common/time';

/** The bookings calendar is written in English whatever the display language (as it always was). */
const fmt = (date: string, o: Intl.DateTimeFormatOptions) => formatCalendarDate(date, o, 'en');

/** 'Sat 9 Jan' — the label of a day cell. */
export const dayLabel = (date: string): string => fmt(date, { weekday: 'short', day: 'numeric', month: 'short' });
/** 'Sat' — the weekday of a column head. */
export const weekdayShort = (date: string): string => fmt(date, { weekday: 'short' });
/** 'January 2027' — the month being shown. */
export const monthLabel = (month: string): string => fmt(month, { month: 'long', year: 'numeric' });

/** A stretch of dates `[start, end)` (tours: one date, `end` the next day). */
export interface Span {
  start: string;
  end: string;
}

/** The dates a reservation covers: rooms and vehicles `[checkIn, checkOut)`, a tour its departure date. */
export const spanOf = (r: { checkIn: string; checkOut: string | null }): Span => ({
  start: r.checkIn,
  end: r.checkOut ?? addDays(r.checkIn, 1),
});

/**
 * Give every span a lane (0, 1, …) so that spans in one lane never overlap: in check-in order,
 * each takes the first lane free by its start. Returns the lanes in the input order.
 */
export function assignLanes(spans: Span[]): number[] {
  const order = spans
    .map((s, i) => ({ s, i }))
    .sort((a, b) => a.s.start.localeCompare(b.s.start) || a.s.end.localeCompare(b.s.end));
  const laneEnds: string[] = [];
  const lanes = new Array<number>(spans.length);
  for (const { s, i } of order) {
    let lane = laneEnds.findIndex((end) => end <= s.start);
    if (lane === -1) lane = laneEnds.length;
    laneEnds[lane] = s.end;
    lanes[i] = lane;
  }
  return lanes;
}

/**
 * Columns (1-based, end exclusive) a span takes within `dates` (one month): null when it lies
 * outside; clipped to the month's edges otherwise.
 */
export function spanColumns(span: Span, dates: string[]): { from: number; to: number } | null {
  const first = dates[0];
  const last = dates[dates.length - 1];
  if (span.end <= first || span.start > last) return null;
  const from = span.start < first ? 0 : dates.indexOf(span.start);
  const to = span.end > last ? dates.length : dates.indexOf(span.end);
  return { from: from + 1, to: to + 1 };
}
