import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import './styles/bootstrap.scss';
import 'virtual:bootstrap-icons.css';
import './styles/fonts.css';
import './styles/theme.css';
import { holdCallsUntil } from './api/backendReady';
import { AppProviders } from './app/AppProviders';
import { initI18n } from './app/i18n/initI18n';
import { routes } from './app/routes/routes';
import { AfterFirstCommit } from './app/start/AfterFirstCommit';
import { hydrationKey } from './app/start/hydrationKey';
import { readPrerenderData } from './app/start/prerenderData';
import { resolveRouteModules } from './app/start/resolveRouteModules';
import { makeStore, type AppStore } from './app/store';
import { yieldToMain } from './lib/async/yieldToMain';
import { loadRuntimeConfig } from './lib/config/runtimeConfig';
import type { i18n as I18n } from 'i18next';

/** Starts the in-browser mock backend; msw, faker and the seed are their own chunks, loaded only here. */
async function startMocks(): Promise<void> {
  const { startMockBackend } = await import('../mocks/browser');
  await startMockBackend();
}

/** The mock controls, in a root of their own beside the app's (not part of the prerendered markup). */
async function mountMockPanel(store: AppStore, i18n: I18n): Promise<void> {
  const { MockPanel } = await import('../mocks/ui/MockPanel');
  const host = document.createElement('div');
  host.id = 'mock-panel-root';
  document.body.append(host);
  createRoot(host).render(
    <StrictMode>
      <AppProviders store={store} i18n={i18n}>
        <MockPanel />
      </AppProviders>
    </StrictMode>,
  );
}

/**
 * The categories the build rendered into the order page (entities/catalogue/categorySnapshot.ts):
 * put in the store before the first render, so the hydration finds the cards
 * the HTML has; returns what asks the backend for them again afterwards. Its
 * module comes with the order page's chunks, not the entry.
 */
async function applySnapshot(store: AppStore, snapshot: unknown): Promise<(() => void) | null> {
  const { applyCategorySnapshot, isCategorySnapshot, refreshCategories } = await import('./entities/catalogue/categorySnapshot');
  if (!isCategorySnapshot(snapshot)) return null;
  await store.dispatch(applyCategorySnapshot(snapshot));
  return () => void store.dispatch(refreshCategories());
}

/**
 * Start-up. The public pages and the login page arrive prerendered (painted
 * from the HTML); the app hydrates that markup when its first render is the
 * same (hydrationKey.ts), else renders afresh. The in-browser mock backend
 * starts beside the render: API calls wait for it (api/backendReady.ts).
 */
async function start() {
  const container = document.getElementById('root')!;
  const prerendered = readPrerenderData(window.location.pathname);
  // The default language's public texts: their own chunk, fetched beside the config (prerendered pages preload it).
  const texts = import('./app/i18n/startupTexts').then((module) => module.startupTexts());
  const configLoaded = loadRuntimeConfig();
  // Each step below runs in a task of its own: the entry's evaluation, the
  // route chunks' preloads, the translations, the store and the router are
  // each a short task on a phone's CPU rather than one long one.
  await yieldToMain();
  const routeModules = resolveRouteModules(routes, window.location.pathname);
  const config = await configLoaded;
  const mocks = config.useMocks ? startMocks() : null;
  if (mocks) holdCallsUntil(mocks);
  const i18n = await initI18n({ bundled: await texts });
  await yieldToMain();
  const store = makeStore();
  const [refresh] = await Promise.all([
    prerendered?.categories ? applySnapshot(store, prerendered.categories) : null,
    routeModules,
    prerendered && i18n.loadNamespaces(prerendered.namespaces),
  ]);
  await yieldToMain();
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <AppProviders store={store} i18n={i18n}>
        <RouterProvider router={router} />
        {refresh && <AfterFirstCommit run={refresh} />}
      </AppProviders>
    </StrictMode>
  );
  // As a transition the hydration yields to the browser every few milliseconds
  // instead of one long task (the page is already painted from the HTML).
  if (prerendered?.key === hydrationKey(store.getState(), i18n.language, config.productName)) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
  mocks?.then(() => mountMockPanel(store, i18n)).catch((error: unknown) => console.error('[mock] the in-browser backend did not start', error));
}

void start();
