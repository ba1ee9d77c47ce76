import { describe, expect, it } from 'vitest';
import { arrangeIds, moveNextTo, neighbourInView, renumber, serverOrder, type OrderedItem } from './reorder';

const item = (id: number, displayOrder: number, extra: Partial<{ isActive: boolean }> = {}) => ({
  id,
  displayOrder,
  isActive: true,
  ...extra,
});
const ids = (items: readonly OrderedItem[]) => items.map((entry) => entry.id);

describe('gallery reorder', () => {
  it('sorts like the server: display order, then id', () => {
    expect(ids(serverOrder([item(3, 1), item(1, 2), item(2, 1), item(4, 0)]))).toEqual([4, 2, 3, 1]);
  });

  it('moves an image before an earlier anchor and after a later one', () => {
    const sequence = [item(1, 0), item(2, 1), item(3, 2), item(4, 3)];
    expect(ids(moveNextTo(sequence, 3, 1))).toEqual([3, 1, 2, 4]);
    expect(ids(moveNextTo(sequence, 1, 3))).toEqual([2, 3, 1, 4]);
    expect(ids(moveNextTo(sequence, 2, 2))).toEqual([1, 2, 3, 4]);
    expect(ids(moveNextTo(sequence, 9, 1))).toEqual([1, 2, 3, 4]);
  });

  it('renumbers 0, 1, 2… and saves only the numbers that change', () => {
    expect(renumber([item(1, 0), item(2, 1), item(3, 2)])).toEqual([]);
    // Repeats and gaps (as seeded): 3, 3 become 2, 3; 9 becomes 4.
    expect(renumber([item(1, 0), item(2, 1), item(4, 3), item(5, 3), item(7, 9)])).toEqual([
      { id: 4, displayOrder: 2 },
      { id: 7, displayOrder: 4 },
    ]);
  });

  it('makes a swap of two equal numbers real (where swapping the numbers would change nothing)', () => {
    const sequence = serverOrder([item(4, 3), item(5, 3), item(6, 4)]);
    const changes = renumber(moveNextTo(sequence, 5, 4));
    const after = serverOrder(
      sequence.map((entry) => ({
        ...entry,
        displayOrder: changes.find((change) => change.id === entry.id)?.displayOrder ?? entry.displayOrder,
      })),
    );
    expect(ids(after)).toEqual([5, 4, 6]);
  });

  it('after the first renumbering, a move saves only the images between the two places', () => {
    const sequence = [0, 1, 2, 3, 4, 5].map((order) => item(order + 1, order));
    expect(renumber(moveNextTo(sequence, 5, 2))).toEqual([
      { id: 5, displayOrder: 1 },
      { id: 2, displayOrder: 2 },
      { id: 3, displayOrder: 3 },
      { id: 4, displayOrder: 4 },
    ]);
  });

  it('finds the neighbour in the view, skipping images the view hides, across pages', () => {
    const sequence = [
      item(1, 0),
      item(2, 1, { isActive: false }),
      item(3, 2),
      item(4, 3, { isActive: false }),
      item(5, 4),
    ];
    const active = (entry: { isActive: boolean }) => entry.isActive;
    expect(neighbourInView(sequence, active, 3, -1)?.id).toBe(1);
    expect(neighbourInView(sequence, active, 3, 1)?.id).toBe(5);
    expect(neighbourInView(sequence, active, 1, -1)).toBeNull();
    expect(neighbourInView(sequence, active, 5, 1)).toBeNull();
    // Moving an active image up among active ones leaves the inactive ones in their places.
    expect(ids(moveNextTo(sequence, 3, 1))).toEqual([3, 1, 2, 4, 5]);
  });

  it('arranges the shown ids like a drop', () => {
    expect(arrangeIds([1, 2, 3, 4], 4, 2)).toEqual([1, 4, 2, 3]);
    expect(arrangeIds([1, 2, 3, 4], 1, 3)).toEqual([2, 3, 1, 4]);
    expect(arrangeIds([1, 2, 3], 1, 9)).toEqual([1, 2, 3]);
  });
});
