/**
 * Which items are new to someone who looks at a list of items with increasing whole-number ids
 * (orders, payment proofs): those above the highest id they had seen when they last acknowledged the
 * list (`baseline`), except those they have opened one by one since (`opened`).
 */
export interface SeenState {
  /** The highest id seen when the list was first shown or last acknowledged. */
  baseline: number;
  /** Ids above the baseline already opened one by one. */
  opened: readonly number[];
}

const highest = (ids: readonly number[], floor = 0) => ids.reduce((max, id) => (id > max ? id : max), floor);

/** The first look at a list: everything in it counts as seen. */
export function firstLook(ids: readonly number[]): SeenState {
  return { baseline: highest(ids), opened: [] };
}

/** The ids new to the viewer, in the list's order. */
export function newIdsOf(ids: readonly number[], seen: SeenState): number[] {
  return ids.filter((id) => id > seen.baseline && !seen.opened.includes(id));
}

/** 'Mark as seen': everything up to the highest id now in the list. */
export function acknowledgeAll(ids: readonly number[], seen: SeenState): SeenState {
  return { baseline: highest(ids, seen.baseline), opened: [] };
}

/** One item opened: it is no longer new (the others stay new). */
export function markOpened(id: number, seen: SeenState): SeenState {
  if (id <= seen.baseline || seen.opened.includes(id)) return seen;
  return { ...seen, opened: [...seen.opened, id] };
}

/** A stored state as it was written, or undefined for anything else. */
export function parseSeen(raw: string | null): SeenState | undefined {
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return undefined;
    const { baseline, opened } = value as Record<string, unknown>;
    if (typeof baseline !== 'number' || !Number.isFinite(baseline)) return undefined;
    const ids = Array.isArray(opened)
      ? opened.filter((id): id is number => typeof id === 'number' && id > baseline)
      : [];
    return { baseline, opened: ids };
  } catch {
    return undefined;
  }
}
