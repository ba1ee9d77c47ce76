import { useCallback, useMemo } from 'react';
import { readQueryState, writeQueryState, type QuerySchema } from '@/lib/url/queryState';
import { useLiveSearchParams } from './useLiveSearchParams';

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
 * A screen's view state (search, filters, page…) kept in the URL's query
 * string, so a reload, the back button or a shared link opens the same view.
 * `schema` must be a stable (module-level) object. `update` merges a change
 * into the query the router is at (useLiveSearchParams); parameters outside
 * the schema are kept.
 */
export function useQueryState<S>(schema: QuerySchema<S>) {
  const [params, setParams] = useLiveSearchParams();
  const state = useMemo(() => readQueryState(schema, params), [schema, params]);
  const update = useCallback(
    (change: Partial<S>, { replace = false, flushSync = false }: QueryUpdateOptions = {}) =>
      setParams((current) => writeQueryState(schema, { ...readQueryState(schema, current), ...change }, current), {
        replace,
        flushSync,
      }),
    [schema, setParams],
  );
  return [state, update] as const;
}
