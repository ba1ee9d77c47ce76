import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Loads the lazy route modules matching `pathname` before the router is made,
 * as React Router asks for hydration: the first render then shows the page
 * itself (as prerendered), not a fallback while the modules load.
 */
export async function resolveRouteModules(routes: RouteObject[], pathname: string): Promise<void> {
  const lazyMatches = matchRoutes(routes, pathname)?.filter((match) => match.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const lazy = route.lazy as () => Promise<Partial<RouteObject>>;
      const module = await lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}
