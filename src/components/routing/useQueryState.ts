import { useCallback, useContext, useLayoutEffect, useMemo, useRef } from 'react';
import { UNSAFE_DataRouterContext, useSearchParams, type DataRouter } from 'react-router-dom';
import { readQueryState, writeQueryState, type QuerySchema } from '@/lib/url/queryState';

export interface QueryUpdateOptions {
  /** Replace the history entry instead of adding one (typing in a search box). */
  replace?: boolean;
  /**
   * Render the new view synchronously (ReactDOM.flushSync) instead of as a
   * transition: for a text box whose value is the URL's, so every keystroke
   * shows at once and the caret never jumps.
   */
  flushSync?: boolean;
}

/**
 * The query string the router is at or going to now — which may be ahead of
 * the last render: the router renders a navigation as a transition, so for a
 * moment after the search box writes the URL a select's handler still holds
 * the older query string.
 */
function liveSearch(router: DataRouter | undefined): string | null {
  if (!router) return null;
  const { location, navigation } = router.state;
  const target = navigation.location && navigation.location.pathname === location.pathname ? navigation.location : location;
  return target.search;
}

/**
 * A screen's view state (search, filters, page…) kept in the URL's query
 * string, so a reload, the back button or a shared link opens the same view.
 * `schema` must be a stable (module-level) object. `update` merges a change
 * into the current query; parameters outside the schema are kept.
 *
 * The current query is the router's, read when `update` is called — not the
 * rendered one. React Router's functional `setSearchParams` hands the
 * rendered one (documented: it does not queue like `setState`), so a filter
 * picked just after the search box wrote the URL, before that render, put
 * the older search back into the URL.
 */
export function useQueryState<S>(schema: QuerySchema<S>) {
  const [params, setParams] = useSearchParams();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const rendered = useRef(params);
  useLayoutEffect(() => {
    rendered.current = params;
  });
  const state = useMemo(() => readQueryState(schema, params), [schema, params]);
  const update = useCallback(
    (change: Partial<S>, { replace = false, flushSync = false }: QueryUpdateOptions = {}) => {
      const live = liveSearch(router);
      const current = live === null ? rendered.current : new URLSearchParams(live);
      setParams(writeQueryState(schema, { ...readQueryState(schema, current), ...change }, current), { replace, flushSync });
    },
    [schema, setParams, router],
  );
  return [state, update] as const;
}
