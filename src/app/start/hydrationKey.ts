import type { RootState } from '../store';

/**
 * What the first render of a page depends on besides the URL: the language,
 * the product name and the client state (session, wizard draft, theme
 * settings… read from storage when the store is made). The prerender writes
 * this key into the page; the browser hydrates the prerendered markup only
 * when its own key is the same — a visitor with a stored language, draft or
 * session gets a fresh render instead of a hydration mismatch.
 */
export function hydrationKey(state: RootState, language: string, productName: string): string {
  const { api: _serverData, ...clientState } = state;
  return JSON.stringify({ language, productName, clientState });
}
