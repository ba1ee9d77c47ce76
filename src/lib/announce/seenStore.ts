import { parseSeen, type SeenState } from './newItems';

/**
 * What the viewer has seen of a list, kept in localStorage under `seen:{name}` so that it survives a
 * reload and every open tab agrees (a change in one tab reaches the others through the `storage` event).
 */
export interface SeenStore {
  /** The stored state; the same object until it changes (a snapshot for useSyncExternalStore). */
  get(): SeenState | undefined;
  set(state: SeenState): void;
  subscribe(listener: () => void): () => void;
}

const stores = new Map<string, SeenStore>();

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

function createSeenStore(key: string): SeenStore {
  const listeners = new Set<() => void>();
  let memory: string | null = null;
  let lastRaw: string | null = null;
  let lastState: SeenState | undefined;
  const read = () => {
    const store = storage();
    if (!store) return memory;
    try {
      return store.getItem(key);
    } catch {
      return memory;
    }
  };
  const notify = () => listeners.forEach((listener) => listener());
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) notify();
  };
  return {
    get() {
      const raw = read();
      if (raw !== lastRaw) {
        lastRaw = raw;
        lastState = parseSeen(raw);
      }
      return lastState;
    },
    set(state) {
      const raw = JSON.stringify(state);
      memory = raw;
      try {
        storage()?.setItem(key, raw);
      } catch {
        /* private mode or full: kept in memory for this tab */
      }
      notify();
    },
    subscribe(listener) {
      if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
      };
    },
  };
}

/** The one store of a list's seen state in this tab. */
export function seenStore(name: string): SeenStore {
  const key = `seen:${name}`;
  let store = stores.get(key);
  if (!store) {
    store = createSeenStore(key);
    stores.set(key, store);
  }
  return store;
}
