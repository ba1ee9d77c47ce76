import { afterAll, beforeAll } from 'vitest';

/**
 * jsdom has no window.matchMedia, which sweetalert2 asks (colour scheme) when
 * it draws a dialog icon. Tests that open dialogs install this stub: nothing
 * matches.
 */
export function stubMatchMedia() {
  const original = window.matchMedia;
  beforeAll(() => {
    if (typeof window.matchMedia === 'function') return;
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => undefined,
        removeListener: () => undefined,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  });
  afterAll(() => {
    window.matchMedia = original;
  });
}
