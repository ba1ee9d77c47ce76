/**
 * A count the tab title starts with while a screen has something new to show ('(2) Order Management |
 * Fleur Florist'). The screen sets it and sets it back to 0 when it goes; the head (usePageMeta) reads it.
 */
let current = 0;
const listeners = new Set<() => void>();

export function setTitleCount(count: number) {
  const next = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  if (next === current) return;
  current = next;
  listeners.forEach((listener) => listener());
}

export const getTitleCount = () => current;

export function subscribeTitleCount(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** The title with its count in front, or as it is when there is none. */
export const countedTitle = (title: string, count: number) => (count > 0 ? `(${count}) ${title}` : title);
