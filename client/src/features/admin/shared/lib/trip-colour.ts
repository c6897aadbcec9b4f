/**
 * How the calendar and the Today board show a trip's lines together: one colour per trip (a hue
 * from its id, the same on every screen and reload) and the trip's reference (its first line's:
 * the others are `<reference>-2`, `-3`…).
 */

/** A trip's colour, an HSL stripe dark enough to read against white (contrast > 3:1 for a graphic). */
export function tripColour(tripId: string): string {
  let h = 0;
  for (const c of tripId) h = (h * 31 + c.charCodeAt(0)) % 360;
  return `hsl(${h} 70% 38%)`;
}

/** The trip's reference of one of its lines: 'K7Q2XM-3' → 'K7Q2XM'. */
export const tripReference = (lineReference: string): string => lineReference.replace(/-\d+$/, '');

/** How many of `rows` belong to each trip: a trip with more than one is shown as a group. */
export function linesPerTrip(rows: readonly { tripId: string }[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(r.tripId, (counts.get(r.tripId) ?? 0) + 1);
  return counts;
}
