import { BUSINESS_TIME_ZONE } from './constants';

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const dateFmt = new Intl.DateTimeFormat('en-IN', { timeZone: BUSINESS_TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric' });
const dayFmt = new Intl.DateTimeFormat('en-IN', { timeZone: BUSINESS_TIME_ZONE, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFmt = new Intl.DateTimeFormat('en-IN', {
  timeZone: BUSINESS_TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit',
});

/** A count with its noun: (1, 'night') → '1 night', (2, 'night') → '2 nights' (regular plurals only). */
export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** Whole rupees with Indian digit grouping: 2500 → '₹2,500', 125000 → '₹1,25,000'. */
export function formatINR(rupees: number): string {
  return inr.format(Number.isFinite(rupees) ? rupees : 0);
}

/** A calendar date ('YYYY-MM-DD', read as noon IST so it stays that day) or an instant, as a Date. */
function toDate(value: string | Date): Date {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00+05:30`) : new Date(value);
}

/** A calendar date ('YYYY-MM-DD') or an instant shown as an IST date, e.g. '21 Nov 2026'. */
export function formatDateIST(value: string | Date | null | undefined): string {
  if (!value) return '';
  const d = toDate(value);
  return Number.isNaN(d.getTime()) ? String(value) : dateFmt.format(d);
}

/** A calendar date ('YYYY-MM-DD') or an instant as people read it, weekday first, in IST: '2026-12-02' → 'Wed 2 Dec 2026'. */
export function formatDayIST(value: string | Date | null | undefined): string {
  if (!value) return '';
  const d = toDate(value);
  if (Number.isNaN(d.getTime())) return String(value);
  const part = Object.fromEntries(dayFmt.formatToParts(d).map((p) => [p.type, p.value]));
  return `${part.weekday} ${part.day} ${part.month} ${part.year}`;
}

/** An instant shown in IST with time, e.g. '21 Nov 2026, 3:05 pm IST'. */
export function formatDateTimeIST(value: string | Date | null | undefined): string {
  if (!value) return '';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? String(value) : `${dateTimeFmt.format(d)} IST`;
}

/** Cut a description for list cards at `max` characters, adding an ellipsis when cut. */
export function truncate(text: string | null | undefined, max = 100): string {
  const t = (text ?? '').trim();
  return t.length > max ? `${t.slice(0, max).trimEnd()}...` : t;
}
