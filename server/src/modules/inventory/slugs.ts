/**
 * Item slugs: the readable last part of an item's page ('/rooms/deluxe-valley-room'), made from its
 * name, unique per kind. A rename gives the item a new slug and keeps the old one in
 * item_slug_history, so shared links keep answering (the page redirects with a 301). The rule is
 * here; finding a free slug and the history are in inventory.repository.ts.
 */
import slugify from 'slugify';
import type { InventoryKind } from './inventory-kinds';

/** The longest slug made from a name (characters); longer names are cut at a word. */
const MAX_SLUG_LENGTH = 60;

/**
 * The slug a name gives: lower-case ASCII letters and digits joined by '-' ('Deluxe Room & Suite'
 * → 'deluxe-room-and-suite'); the kind's own name ('room') when nothing is left (a name in Devanagari).
 */
export function slugFor(name: string, kind: InventoryKind): string {
  const full = slugify(name, { lower: true, strict: true, locale: 'en' });
  const cut = full.length <= MAX_SLUG_LENGTH ? full : full.slice(0, MAX_SLUG_LENGTH).replace(/-[^-]*$/, '');
  return cut || kind.type;
}
