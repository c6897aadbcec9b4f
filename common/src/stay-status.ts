/**
 * The front desk's status moves (docs/api.md#front-desk), one rule for the server (409 with the
 * reason) and the screens (which buttons to show). Dates are IST calendar dates 'YYYY-MM-DD'.
 *
 * - held/confirmed → checked-in, on or after the check-in date;
 * - checked-in → checked-out (any day: leaving early frees the remaining nights, `checkOutDate`);
 * - held/confirmed → no-show, from the check-in date;
 * - → cancelled from any status before checked-in;
 * - nothing leaves checked-out, completed (older data's checked-out) or no-show, and checked-in
 *   leaves only to checked-out. Other moves (enquiry ↔ held ↔ confirmed, blocks) stay free.
 */
import type { ReservationStatus } from './schemas/reservation';
import { addDays } from './pricing/quote';

/** Statuses after which the stay is over: nothing moves out of them. */
const FINAL: readonly string[] = ['checked-out', 'completed', 'no-show'];
const ARRIVING: readonly string[] = ['held', 'confirmed'];

/** How a status reads on the desk: 'completed' (older data) is checked out. */
export const deskStatus = (status: string): string => (status === 'completed' ? 'checked-out' : status);

/**
 * Why a reservation may not move from `from` to `to` on `today`, as a sentence; null when it may
 * (or when nothing changes).
 * @param checkIn the stay's first date
 */
export function statusChangeError(
  from: ReservationStatus,
  to: ReservationStatus,
  checkIn: string,
  today: string,
): string | null {
  if (from === to) return null;
  if (FINAL.includes(from))
    return from === 'no-show'
      ? 'This reservation is marked as a no-show; its status cannot change.'
      : 'This guest has already checked out; the status cannot change.';
  if (from === 'checked-in')
    return to === 'checked-out' || to === 'completed'
      ? null
      : 'This guest is checked in: the only next step is to check out.';
  if (to === 'checked-in' || to === 'no-show') {
    if (!ARRIVING.includes(from))
      return `Only a held or confirmed reservation can be ${to === 'checked-in' ? 'checked in' : 'marked as a no-show'}; this one is ${from}.`;
    if (today < checkIn)
      return `The stay starts on ${checkIn}: it can be ${to === 'checked-in' ? 'checked in' : 'marked as a no-show'} from that day (IST).`;
    return null;
  }
  if (to === 'checked-out' || to === 'completed') return 'Only a checked-in guest can be checked out.';
  return null;
}

/**
 * The check-out date a stay keeps when the guest leaves on `today`: leaving before the booked
 * check-out frees the remaining nights (the stay ends today, but never before its first night is
 * over: at least checkIn + 1); leaving on or after it keeps the booked date.
 * @param checkOut the booked check-out (null for tours: unchanged)
 */
export function checkOutDate(checkIn: string, checkOut: string | null, today: string): string | null {
  if (checkOut === null || today >= checkOut) return checkOut;
  return today > checkIn ? today : addDays(checkIn, 1);
}
