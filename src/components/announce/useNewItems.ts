import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { acknowledgeAll, firstLook, markOpened, newIdsOf } from '@/lib/announce/newItems';
import { seenStore } from '@/lib/announce/seenStore';

export interface NewItems {
  /** The ids new to the viewer, in the list's order. */
  newIds: readonly number[];
  /** The same ids, to ask about one. */
  isNew: ReadonlySet<number>;
  count: number;
  /** 'Mark as seen': nothing in the list is new any more. */
  acknowledge(): void;
  /** One item opened: it is no longer new. */
  markSeen(id: number): void;
}

const NONE: readonly number[] = [];

/**
 * Which of a list's items (whole-number ids that only grow) arrived since the viewer last looked: the
 * first time the list loads everything in it counts as seen; later items are new until acknowledged
 * or opened. Kept in localStorage under `seen:{name}`, shared by the open tabs.
 * `ids` is undefined until the list has loaded.
 */
export function useNewItems(name: string, ids: readonly number[] | undefined): NewItems {
  const store = useMemo(() => seenStore(name), [name]);
  const seen = useSyncExternalStore(store.subscribe, store.get, () => undefined);
  useEffect(() => {
    if (ids && !store.get()) store.set(firstLook(ids));
  }, [ids, store]);
  const newIds = useMemo(() => (ids && seen ? newIdsOf(ids, seen) : NONE), [ids, seen]);
  const isNew = useMemo(() => new Set(newIds), [newIds]);
  const acknowledge = useCallback(() => {
    if (ids) store.set(acknowledgeAll(ids, store.get() ?? firstLook(ids)));
  }, [ids, store]);
  const markSeen = useCallback(
    (id: number) => {
      const current = store.get();
      if (current) store.set(markOpened(id, current));
    },
    [store],
  );
  return useMemo(
    () => ({ newIds, isNew, count: newIds.length, acknowledge, markSeen }),
    [newIds, isNew, acknowledge, markSeen],
  );
}
