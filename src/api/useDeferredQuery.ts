import { useDeferredValue } from 'react';

/**
 * A query hook's result whose changes render as a transition.
 *
 * RTK Query hooks read the store through useSyncExternalStore, so the render a
 * response triggers is synchronous: on the public home the arrival of the
 * parameters, categories and gallery re-rendered the sections in one long
 * main-thread task on a phone, in the middle of the page
 * becoming interactive. Through useDeferredValue the urgent render keeps what
 * is on screen, and React renders the new result in the background, yielding
 * to the browser every few milliseconds. The result stays one snapshot (data
 * and flags change together); RTK Query memoises it, so a render that changes
 * nothing defers nothing.
 */
export function useDeferredQuery<Result extends object>(result: Result): Result {
  return useDeferredValue(result);
}
