import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the prerendered HTML (the server render) and while React hydrates
 * it, true once the app runs the page; always true for a page the browser
 * renders itself. A prerendered page is on screen before its script starts
 * (docs/performance.md#prerendered-pages), and a control there does nothing
 * until then: its buttons are disabled (a tap is not silently lost — the menu,
 * the language switch) and its form fields read-only with the submit button
 * disabled, so nothing is typed into a form that does not listen yet and the
 * browser never sends it by itself (a native submission would put the login
 * password in the URL).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
