import { PEOPLE_MAX, PEOPLE_MIN } from '@pachmarhi/common/constants';

/**
 * The guests offered for an item: from PEOPLE_MIN to what one booking of it takes (common/capacity
 * `guestLimit`: a 2-adult room 1–2, a departure its seats; PEOPLE_MAX without a limit), and the
 * chosen number too when it is over (from a search), so the list shows what the URL says. A list
 * rather than a number field: clearing a number field would snap back to the default guests.
 */
export function guestChoices(limit: number | null, chosen: number): number[] {
  const last = Math.min(limit ?? PEOPLE_MAX, PEOPLE_MAX);
  const choices = Array.from({ length: Math.max(last - PEOPLE_MIN + 1, 1) }, (_, i) => PEOPLE_MIN + i);
  return chosen > last ? [...choices, chosen] : choices;
}
