import { matchRoutes, type Params, type RouteObject } from 'react-router-dom';
import type { AppDispatch } from '../store';

/** What a page's route module may export as `prefetch`: the action that asks for the page's data, or null. */
type RoutePrefetch = (route: { params: Params; searchParams: URLSearchParams }) => Parameters<AppDispatch>[0] | null;

/**
 * Asks for the data of the pages at `url` whose route modules export `prefetch`, as soon as the store exists
 * (src/main.tsx): the request is on its way while the rest of the app starts and the page hydrates, instead of
 * waiting for the page's first effects. The page's own query then finds it in flight or answered. Call it after
 * the route modules are loaded (resolveRouteModules.ts).
 */
export function prefetchRoute(routes: RouteObject[], url: URL, dispatch: AppDispatch): void {
  for (const { route, params } of matchRoutes(routes, url.pathname) ?? []) {
    const prefetch = (route as { prefetch?: RoutePrefetch }).prefetch;
    const action = prefetch?.({ params, searchParams: url.searchParams });
    if (action) void dispatch(action);
  }
}
