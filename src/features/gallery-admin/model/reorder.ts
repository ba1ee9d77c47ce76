/**
 * How a move changes display orders (docs/product-rules.md#gallery).
 *
 * The server lists images by `displayOrder` ascending, then `id` (openapi.yaml),
 * and the public home shows the active ones in that same order. Seeded and
 * hand-typed orders may repeat (two images at 3) or leave gaps, so swapping two
 * numbers is not enough: swapping equal numbers changes nothing, and a number
 * shared with a third image lets the id decide.
 *
 * Our rule: a move takes the whole gallery in server order (all images, active
 * or not), moves the one image to just before (moving earlier) or just after
 * (moving later) its neighbour in the list the staff member sees, and then
 * renumbers the whole gallery 0, 1, 2, … in that order. Only images whose
 * number changes are saved (one `PUT /api/Gallery/{id}/order` each). The first
 * move in a gallery with repeats or gaps saves many; after that a move saves
 * only the images between the old and the new place. Because every image gets
 * a distinct number, the order the back office shows is exactly the order the
 * public home shows. A new image (default 0) sorts with the first one until the
 * next move renumbers it.
 */

export interface OrderedItem {
  id: number;
  displayOrder: number;
}

export interface OrderChange {
  id: number;
  displayOrder: number;
}

/** The server's order: display order, then id. */
export function serverOrder<T extends OrderedItem>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.displayOrder - b.displayOrder || a.id - b.id);
}

/**
 * The gallery after moving `movedId` next to `anchorId`: before it when the
 * anchor comes earlier, after it when it comes later. Unknown ids change nothing.
 */
export function moveNextTo<T extends OrderedItem>(sequence: readonly T[], movedId: number, anchorId: number): T[] {
  const from = sequence.findIndex((item) => item.id === movedId);
  const anchorAt = sequence.findIndex((item) => item.id === anchorId);
  if (from < 0 || anchorAt < 0 || from === anchorAt) return [...sequence];
  const moved = sequence[from];
  const rest = sequence.filter((item) => item.id !== movedId);
  const anchorInRest = rest.findIndex((item) => item.id === anchorId);
  rest.splice(anchorAt < from ? anchorInRest : anchorInRest + 1, 0, moved);
  return rest;
}

/** The saves that make `sequence` the server's order: position i gets display order i. */
export function renumber(sequence: readonly OrderedItem[]): OrderChange[] {
  return sequence.flatMap((item, index) => (item.displayOrder === index ? [] : [{ id: item.id, displayOrder: index }]));
}

/**
 * The neighbour a 'move up' / 'move down' swaps with: the previous or next
 * image of the gallery (server order) that the current view shows — on this
 * page or on the one before or after it. Null at either end.
 */
export function neighbourInView<T extends OrderedItem>(
  sequence: readonly T[],
  inView: (item: T) => boolean,
  movedId: number,
  direction: -1 | 1,
): T | null {
  const visible = sequence.filter((item) => item.id === movedId || inView(item));
  const at = visible.findIndex((item) => item.id === movedId);
  if (at < 0) return null;
  return visible[at + direction] ?? null;
}

/** The same list with `movedId` taken to where `overId` is (a drop), for showing the new order at once. */
export function arrangeIds(ids: readonly number[], movedId: number, overId: number): number[] {
  const from = ids.indexOf(movedId);
  const to = ids.indexOf(overId);
  if (from < 0 || to < 0 || from === to) return [...ids];
  const next = ids.filter((id) => id !== movedId);
  next.splice(to, 0, movedId);
  return next;
}
