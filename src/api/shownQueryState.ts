/** The flags of a query's result that a screen shows (RTK Query's useQuery result has more). */
interface QueryResultFlags<Data> {
  data?: Data;
  error?: unknown;
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  isUninitialized: boolean;
}

/**
 * What a screen shows of a query's state, for `selectFromResult`: the data and whether it is loading or failed, and
 * `isFetching` only while a failure is on screen (its retry). A query not started yet counts as loading, as in
 * useQuery's own result (the prerendered page shows the placeholders the app then fills). A refresh in the background
 * that brings the same data (the prerendered pages ask again once hydrated,
 * docs/performance.md#backend-snapshot-prerender_api_base_url) then changes nothing the component selected, so it
 * renders nothing: RTK Query's hooks read the store through
 * useSyncExternalStore, and each change of `isFetching` re-rendered the page's sections synchronously.
 */
export function shownQueryState<Data>(result: QueryResultFlags<Data>) {
  const { data, error, isError, isFetching, isUninitialized } = result;
  return {
    data,
    error,
    isLoading: result.isLoading || (isUninitialized && data === undefined),
    isError,
    isFetching: isFetching && (isError || error !== undefined),
  };
}
