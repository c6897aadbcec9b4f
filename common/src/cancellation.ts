/**
 * What the cancellation line beside a price says (docs/product.md#price-box, issue 37): the chosen
 * dates' own rule first — a rate period marked non-refundable that they touch makes the stay
 * non-refundable, whatever the item's policy (`nonRefundableRule` in ./pricing/rates.ts, named by
 * the quote as `nonRefundable`) — then the item's own policy, then the policy of its kind. Every
 * item thus has a policy of its own words; none points to a page that points back.
 */
import { displayLang, type Lang } from './i18n/lang';
import type { ItemKind } from './kinds';
import { DEFAULT_STAY_INFO } from './stay/stay-info';

/**
 * The policy of a kind when the item has none written: rooms the lodge's (the guest stay page's
 * default), a Gypsy and a tour 24 hours before the pickup or departure (the words of the demo
 * Gypsies' rental terms).
 */
export const KIND_CANCELLATION: Record<ItemKind, Record<Lang, string>> = {
  room: DEFAULT_STAY_INFO.cancellationPolicy,
  vehicle: {
    en: 'Free cancellation up to 24 hours before pick-up; within 24 hours, 50% of one day is charged.',
    hi: 'पिकअप से 24 घंटे पहले तक रद्द करना मुफ़्त; 24 घंटे के भीतर एक दिन के किराये का 50% लगेगा।',
  },
  tour: {
    en: 'Free cancellation up to 24 hours before the departure; within 24 hours, 50% of the tour price is charged.',
    hi: 'प्रस्थान से 24 घंटे पहले तक रद्द करना मुफ़्त; 24 घंटे के भीतर टूर की कीमत का 50% लगेगा।',
  },
};

/** The policy of `kind` in the display language (`KIND_CANCELLATION`). */
export const kindCancellation = (kind: ItemKind): string => KIND_CANCELLATION[kind][displayLang()];

/** The cancellation line of a price: a non-refundable period the dates fall in, or the policy that holds. */
export type CancellationLine = { nonRefundable: string } | { policy: string };

/**
 * The cancellation line for an item of `kind` with its own `policy` (blank or absent: the kind's,
 * `KIND_CANCELLATION`, in the display language) and, once dates are chosen, their quote's
 * `nonRefundable` period (its name). E.g. a room stay over Diwali → `{ nonRefundable: 'Diwali' }`;
 * a tour without a policy → `{ policy: 'Free cancellation up to 24 hours before the departure; …' }`.
 */
export function cancellationLine(
  kind: ItemKind,
  policy: string | null | undefined,
  quote?: { nonRefundable?: { name: string } | null } | null,
): CancellationLine {
  if (quote?.nonRefundable) return { nonRefundable: quote.nonRefundable.name };
  return { policy: policy?.trim() || kindCancellation(kind) };
}
