import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
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
 * A screen's view state (search, filters, page…) kept in the URL's query
 * string, so a reload, the back button or a shared link opens the same view.
 * `schema` must be a stable (module-level) object. `update` merges a change
 * into the current query; parameters outside the schema are kept.
 */
export function useQueryState<S>(schema: QuerySchema<S>) {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readQueryState(schema, params), [schema, params]);
  const update = useCallback(
    (change: Partial<S>, { replace = false, flushSync = false }: QueryUpdateOptions = {}) =>
      setParams((previous) => writeQueryState(schema, { ...readQueryState(schema, previous), ...change }, previous), { replace, flushSync }),
    [schema, setParams],
  );
  return [state, update] as const;
}
