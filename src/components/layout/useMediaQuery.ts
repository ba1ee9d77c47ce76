import { useCallback, useMemo, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, updated when it changes (window
 * resized, phone turned). Where there is no `matchMedia` (a server render)
 * it answers `fallback`.
 */
export function useMediaQuery(query: string, fallback = false): boolean {
  // One MediaQueryList per query: reading `.matches` on it is cheap, `matchMedia()` on every render is not.
  const list = useMemo(
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query) : undefined),
    [query],
  );
  const subscribe = useCallback(
    (onChange: () => void) => {
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [list],
  );
  return useSyncExternalStore(
    subscribe,
    () => list?.matches ?? fallback,
    () => fallback,
  );
}
