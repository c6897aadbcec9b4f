/**
 * A quote's `reason`: the stay rule (or guest capacity) that refuses a stay, as its code, its
 * parameters and an English message. The words live in the validation catalogue
 * (../i18n/validation-en.ts and validation-hi.ts, key for key), so the API writes English and the
 * browser words the same code in the page's language (`reasonIssue`, then the client's
 * `validationText`).
 */
import { formatIssue, type ValidationIssue } from '../i18n/validation-codes';
import { VALIDATION_EN } from '../i18n/validation-en';
import type { ItemKind } from '../kinds';
import type { QuoteReasonCode, StayRuleIssue } from './rates';

/** A quote's reason: `code` as the API names it, `params` (`date` IST 'YYYY-MM-DD', `count`), `message` in English. */
export interface QuoteReason {
  code: QuoteReasonCode;
  message: string;
  params: { date?: string; count?: number };
}

/**
 * The catalogue message of a reason for an item of `kind`, e.g. ('room', min-nights
 * {date: '2026-12-26', count: 3}) → { code: 'minNightsStay', params } ('Stays that include Sat 26
 * Dec need at least 3 nights').
 */
export function reasonIssue(kind: ItemKind, reason: Pick<QuoteReason, 'code' | 'params'>): ValidationIssue {
  const { date, count } = reason.params;
  const params = { ...(date !== undefined && { date }), ...(count !== undefined && { count }) };
  switch (reason.code) {
    case 'min-nights':
      return { code: kind === 'room' ? 'minNightsStay' : date ? 'minDaysRental' : 'minimumRentalDays', params };
    case 'closed-to-arrival':
      return {
        code:
          kind === 'room'
            ? 'closedToArrivalRoom'
            : kind === 'vehicle'
              ? 'closedToArrivalVehicle'
              : 'closedToArrivalTour',
        params,
      };
    case 'closed-to-departure':
      return { code: kind === 'room' ? 'closedToDepartureRoom' : 'closedToDepartureVehicle', params };
    case 'below-min-persons':
      return { code: 'belowMinPersons', params };
    case 'past-cutoff':
      return { code: 'pastCutoff', params };
    case 'room-guests':
      return { code: 'roomGuests', params };
    case 'departure-seats':
      return { code: 'departureSeats', params };
    case 'vehicle-seats':
      return { code: 'vehicleSeats', params };
    case 'sold-out':
      return { code: 'soldOut', params };
    case 'park-closed':
      return { code: 'parkClosed', params };
  }
}

/** The reason of a refused quote, with its English message ('Stays that include Sat 26 Dec need at least 3 nights'). */
export function quoteReason(kind: ItemKind, issue: StayRuleIssue): QuoteReason {
  return {
    code: issue.code,
    message: formatIssue(reasonIssue(kind, issue), VALIDATION_EN, 'en'),
    params: issue.params,
  };
}
