import { useCallback, useSyncExternalStore } from 'react';

/** Choices made where localStorage refuses them (private mode): kept until the page closes. */
const unsaved = new Map<string, string>();

function read(key: string): string | null {
  try {
    return localStorage.getItem(key) ?? unsaved.get(key) ?? null;
  } catch {
    return unsaved.get(key) ?? null;
  }
}

/**
 * An on/off choice remembered in localStorage ('1' or '0' under `key`), `fallback` until one is made;
 * the other open tabs follow a change.
 */
export function useStoredFlag(key: string, fallback = false): [boolean, (on: boolean) => void] {
  const subscribe = useCallback(
    (listener: () => void) => {
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) listener();
      };
      const onLocal = (event: Event) => {
        if ((event as CustomEvent<string>).detail === key) listener();
      };
      window.addEventListener('storage', onStorage);
      window.addEventListener('stored-flag', onLocal);
      return () => {
        window.removeEventListener('storage', onStorage);
        window.removeEventListener('stored-flag', onLocal);
      };
    },
    [key],
  );
  const raw = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => null,
  );
  const on = raw === null ? fallback : raw === '1';
  const set = useCallback(
    (next: boolean) => {
      const value = next ? '1' : '0';
      try {
        localStorage.setItem(key, value);
        unsaved.delete(key);
      } catch {
        unsaved.set(key, value);
      }
      window.dispatchEvent(new CustomEvent('stored-flag', { detail: key }));
    },
    [key],
  );
  return [on, set];
}
