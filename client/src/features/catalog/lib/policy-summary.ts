import { truncate } from '@pachmarhi/common/format';

/** Longest summary shown beside the price (characters). */
const SUMMARY_MAX = 140;

/**
 * The cancellation policy summarised for the price box: its first sentence (ended by '.', '!', '?'
 * or the danda '।'), at most 140 characters; '' for a blank policy.
 * 'Free cancellation up to 7 days before arrival. Within 7 days…' → 'Free cancellation up to 7 days before arrival.'
 */
export function policySummary(policy: string | null | undefined): string {
  const text = (policy ?? '').trim().replace(/\s+/g, ' ');
  const end = text.search(/[.!?।](\s|$)/);
  return truncate(end >= 0 ? text.slice(0, end + 1) : text, SUMMARY_MAX);
}
