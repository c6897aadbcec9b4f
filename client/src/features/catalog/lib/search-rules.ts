/**
 * Rules of the header search bar (docs/product.md#validation): check-in not before today; check-out not before
 * check-in (or today when no check-in); guests at least 1. Dates are 'YYYY-MM-DD' in IST.
 */
export interface SearchState {
  destination: string;
  checkIn: string;
  checkOut: string;
  /** '' while the visitor has not chosen; otherwise a whole number ≥ 1, as text. */
  guests: string;
}

export const EMPTY_SEARCH: SearchState = { destination: '', checkIn: '', checkOut: '', guests: '' };

/** The `min` attributes of the two date inputs. */
export function dateLimits(today: string, checkIn: string): { checkInMin: string; checkOutMin: string } {
  return { checkInMin: today, checkOutMin: checkIn && checkIn > today ? checkIn : today };
}

/**
 * Bring a (possibly stale or hand-edited) search into line with the rules: past or malformed
 * dates are dropped, a check-out before the check-in is dropped, guests below 1 become 1 and
 * fractions are cut. Unknown shapes become the empty search.
 */
export function sanitizeSearch(value: unknown, today: string): SearchState {
  if (!value || typeof value !== 'object') return { ...EMPTY_SEARCH };
  const v = value as Partial<Record<keyof SearchState, unknown>>;
  const text = (x: unknown) => (typeof x === 'string' ? x.trim() : '');
  const date = (x: unknown) => {
    const s = text(x);
    return /^\d{4}-\d{2}-\d{2}$/.test(s) && s >= today ? s : '';
  };
  const checkIn = date(v.checkIn);
  let checkOut = date(v.checkOut);
  if (checkOut && checkOut < dateLimits(today, checkIn).checkOutMin) checkOut = '';
  const rawGuests = typeof v.guests === 'number' ? String(v.guests) : text(v.guests);
  const n = Math.floor(Number(rawGuests));
  const guests = rawGuests === '' || !Number.isFinite(n) ? '' : String(Math.max(1, n));
  return { destination: text(v.destination).slice(0, 100), checkIn, checkOut, guests };
}
