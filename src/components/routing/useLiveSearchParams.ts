import { useCallback, useContext, useLayoutEffect, useRef } from 'react';
import { UNSAFE_DataRouterContext, useSearchParams, type DataRouter, type NavigateOptions } from 'react-router-dom';

/**
 * The query string the router is at or going to now — which may be ahead of
 * the last render: the router renders a navigation as a transition, so for a
 * moment after one write of the URL a control's handler still holds the
 * older query string.
 */
function liveSearch(router: DataRouter | undefined): string | null {
  if (!router) return null;
  const { location, navigation } = router.state;
  const target =
    navigation.location && navigation.location.pathname === location.pathname ? navigation.location : location;
  return target.search;
}

/**
 * `useSearchParams`, with a setter that hands the updater the query string
 * the router is at when it is called, not the one last rendered. React
 * Router's own functional setter hands the rendered one (documented: it does
 * not queue like `setState`), so a filter picked just after a search box
 * wrote the URL, before that render, put the older search back into the URL.
 * Under a router without data APIs it falls back to the rendered one.
 */
export function useLiveSearchParams() {
  const [params, setParams] = useSearchParams();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const rendered = useRef(params);
  useLayoutEffect(() => {
    rendered.current = params;
  });
  const update = useCallback(
    (next: (current: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => {
      const live = liveSearch(router);
      setParams(next(live === null ? new URLSearchParams(rendered.current) : new URLSearchParams(live)), options);
    },
    [setParams, router],
  );
  return [params, update] as const;
}
