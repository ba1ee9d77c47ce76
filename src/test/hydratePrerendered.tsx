import { act } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/AppProviders';
import { bundledResources } from '@/app/i18n/bundledResources';
import { initI18n } from '@/app/i18n/initI18n';
import { routes } from '@/app/routes/routes';
import { AfterFirstCommit } from '@/app/start/AfterFirstCommit';
import { resolveRouteModules } from '@/app/start/resolveRouteModules';
import { makeStore, type AppStore } from '@/app/store';

/**
 * What src/main.tsx does with a prerendered page: a store made and given the
 * page's snapshots (`prepare`) before the first render, the route modules
 * loaded, then a hydration of `container` (the page's markup) with `afterFirstCommit` run once the markup is the
 * app's. Returns the root, to unmount after the test.
 */
export async function hydratePrerendered(
  container: HTMLElement,
  path: string,
  prepare: (store: AppStore) => unknown,
  afterFirstCommit: (store: AppStore) => void,
): Promise<Root> {
  const i18n = await initI18n({ resources: bundledResources(), lng: 'id' });
  const store = makeStore();
  await prepare(store);
  await resolveRouteModules(routes, path);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const run = () => afterFirstCommit(store);
  let root: Root | undefined;
  const serverState = store.getState();
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <AppProviders store={store} i18n={i18n} serverState={serverState}>
          <RouterProvider router={router} />
          <AfterFirstCommit run={run} />
        </AppProviders>
      </StrictMode>,
    );
  });
  return root!;
}
