import type { i18n as I18n } from 'i18next';
import { startTransition, StrictMode, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../AppProviders';
import { routes } from '../routes/routes';
import type { AppStore, RootState } from '../store';
import { AfterFirstCommit } from './AfterFirstCommit';
import { replayEarlyClicks } from './earlyClicks';
import { prefetchRoute } from './prefetchRoute';
import { resolveRouteModules } from './resolveRouteModules';

/*
 * The React side of the start-up: React DOM, the router, the routes and the
 * providers. main.tsx imports this module dynamically, beside the store's and
 * the translations', so the browser evaluates each in a task of its own
 * rather than all of them in the entry's, which made one long task on a
 * phone (docs/performance.md#start-up-split-of-maintsx).
 */

/** Loads the lazy route modules of `pathname` before the first render (resolveRouteModules.ts). */
export function loadRouteModules(pathname: string): Promise<void> {
  return resolveRouteModules(routes, pathname);
}

/** Asks for the data of the page at `url` while the app starts (prefetchRoute.ts); after loadRouteModules. */
export function prefetchPage(url: URL, dispatch: AppStore['dispatch']): void {
  prefetchRoute(routes, url, dispatch);
}

interface StartOptions {
  container: HTMLElement;
  store: AppStore;
  i18n: I18n;
  /** the container holds prerendered markup of this very render, made with this state; null: render afresh */
  hydrate: RootState | null;
  /** run once the first render is committed (AfterFirstCommit) */
  afterFirstCommit?: (() => void) | null;
}

/** Renders the app into `container`, or hydrates its prerendered markup. */
export function startApp({ container, store, i18n, hydrate, afterFirstCommit }: StartOptions): void {
  const router = createBrowserRouter(routes);
  // The state the page was prerendered with: each part hydrates against it, however late (HydrationBoundary).
  const app = (
    <StrictMode>
      <AppProviders store={store} i18n={i18n} serverState={hydrate ?? undefined}>
        <RouterProvider router={router} />
        {afterFirstCommit && <AfterFirstCommit run={afterFirstCommit} />}
      </AppProviders>
    </StrictMode>
  );
  // As a transition the hydration yields to the browser every few milliseconds
  // instead of one long task (the page is already painted from the HTML).
  if (hydrate) {
    startTransition(() => void hydrateRoot(container, app));
    replayEarlyClicks();
  } else createRoot(container).render(app);
}

/** Renders `Component` with the app's store and translations in a root of its own (the mock panel). */
export function mountBeside(host: HTMLElement, store: AppStore, i18n: I18n, Component: ComponentType): void {
  createRoot(host).render(
    <StrictMode>
      <AppProviders store={store} i18n={i18n}>
        <Component />
      </AppProviders>
    </StrictMode>,
  );
}
