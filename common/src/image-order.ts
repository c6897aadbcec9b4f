/**
 * The order of an item's photos (rooms, tours, vehicles; at most MAX_IMAGES). The first is the cover:
 * cards, link previews and the detail page's main photo show it first. An update may send
 * `imageOrder`, a JSON list naming every image of the result once: a kept path as stored
 * ('uploads/rooms/a.jpg'), or a new file of this request as `new:<i>` (`newImageToken(i)`, `i`
 * counting the request's files from 0 in the order they were sent).
 */

/** The token of the request's `i`-th new file in `imageOrder`: 'new:0', 'new:1', … */
export function newImageToken(i: number): string {
  return `new:${i}`;
}

/** Why an `imageOrder` was refused: the English message of a 400 on `imageOrder`. */
export class ImageOrderError extends Error {}

/**
 * The images in the order asked: `kept` (stored paths, in their order) and `added` (paths of this
 * request's new files, in upload order) arranged by `order`; without `order`, kept then added.
 * @throws ImageOrderError when `order` does not name each of them exactly once (an unknown or
 * repeated entry, or one left out)
 */
export function applyImageOrder(
  kept: readonly string[],
  added: readonly string[],
  order?: readonly string[],
): string[] {
  const all = [...kept, ...added];
  if (order === undefined) return all;
  const byToken = new Map<string, string>([
    ...kept.map((p): [string, string] => [p, p]),
    ...added.map((p, i): [string, string] => [newImageToken(i), p]),
  ]);
  const out: string[] = [];
  for (const token of order) {
    const path = byToken.get(token);
    if (path === undefined) throw new ImageOrderError(`imageOrder names an image that is not kept or new: ${token}`);
    if (out.includes(path)) throw new ImageOrderError(`imageOrder names an image twice: ${token}`);
    out.push(path);
  }
  if (out.length !== byToken.size) throw new ImageOrderError('imageOrder must name every kept and new image once');
  return out;
}
