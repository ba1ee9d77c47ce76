import './styles/bootstrap.scss';
import 'virtual:bootstrap-icons.css';
import './styles/fonts.css';
import './styles/theme.css';
import type { i18n as I18n } from 'i18next';
import { holdCallsUntil } from './api/backendReady';
import { hydrationKey } from './app/start/hydrationKey';
import { readPrerenderData } from './app/start/prerenderData';
import type { AppStore } from './app/store';
import { whenIdle } from './lib/async/whenIdle';
import { yieldToMain } from './lib/async/yieldToMain';
import { loadRuntimeConfig, setRuntimeConfig } from './lib/config/runtimeConfig';

type AppRoot = typeof import('./app/start/appRoot');

/**
 * Starts the in-browser mock backend; msw, faker and the seed are their own chunks, loaded only here.
 * With `operations` (hybrid mode) it serves those alone, and the config then lists the ones it serves.
 */
async function startMocks(operations?: readonly string[]): Promise<void> {
  const { startMockBackend } = await import('../mocks/browser');
  const served = await startMockBackend({ operations });
  if (operations) setRuntimeConfig({ mockOperations: served });
}

/** The mock controls, in a root of their own beside the app's (not part of the prerendered markup). */
async function mountMockPanel(app: AppRoot, store: AppStore, i18n: I18n): Promise<void> {
  const { MockPanel } = await import('../mocks/ui/MockPanel');
  const host = document.createElement('div');
  host.id = 'mock-panel-root';
  document.body.append(host);
  app.mountBeside(host, store, i18n, MockPanel);
}

/**
 * The categories the build rendered into the order page (entities/catalogue/categorySnapshot.ts):
 * put in the store before the first render, so the hydration finds the cards
 * the HTML has; returns what asks the backend for them again afterwards. Its
 * module comes with the order page's chunks, not the entry.
 */
async function applyCategories(store: AppStore, snapshot: unknown): Promise<(() => void) | null> {
  const { applyCategorySnapshot, isCategorySnapshot, refreshCategories } =
    await import('./entities/catalogue/categorySnapshot');
  if (!isCategorySnapshot(snapshot)) return null;
  await store.dispatch(applyCategorySnapshot(snapshot));
  return () => void store.dispatch(refreshCategories());
}

/**
 * The same for the general parameters the build rendered into the public pages (entities/parameter/
 * parametersSnapshot.ts).
 */
async function applyParameters(store: AppStore, snapshot: unknown): Promise<(() => void) | null> {
  const { applyParametersSnapshot, isParametersSnapshot, refreshParameters } =
    await import('./entities/parameter/parametersSnapshot');
  if (!isParametersSnapshot(snapshot)) return null;
  await store.dispatch(applyParametersSnapshot(snapshot));
  return () => void store.dispatch(refreshParameters());
}

/**
 * Start-up. The public pages and the login page arrive prerendered (painted
 * from the HTML); the app hydrates that markup when its first render is the
 * same (hydrationKey.ts), else renders afresh. The in-browser mock backend
 * starts beside the render: API calls wait for it (api/backendReady.ts).
 *
 * The entry itself is small: the app's code comes in three modules, the
 * store, the translations and the React side (app/start/appRoot.tsx),
 * requested together here (the prerendered pages preload them:
 * prerenderedPages.ts) and each evaluated by the browser in a task of its
 * own — evaluated with the entry, they made one long task on a phone's CPU.
 */
async function start() {
  const container = document.getElementById('root')!;
  const prerendered = readPrerenderData(window.location.pathname, window.location.search);
  // The default language's public texts: their own chunk, fetched beside the config (prerendered pages preload it).
  const texts = import('./app/i18n/startupTexts').then((module) => module.startupTexts());
  const configLoaded = loadRuntimeConfig();
  // Redux Toolkit on its own first: with it, the store's graph was the longest evaluation left.
  const storeModule = import('@reduxjs/toolkit').then(yieldToMain).then(() => import('./app/store'));
  const i18nModule = import('./app/i18n/initI18n');
  const appModule = import('./app/start/appRoot');
  const routeModules = appModule.then((app) => app.loadRouteModules(window.location.pathname));
  const config = await configLoaded;
  // Every call mocked, or in hybrid mode only the listed operations (docs/mock-backend.md#hybrid-mode).
  const hybrid = !config.useMocks && config.mockOperations.length > 0;
  const mocks = config.useMocks ? startMocks() : hybrid ? startMocks(config.mockOperations) : null;
  if (mocks) holdCallsUntil(mocks);
  // The store first: the page's data is asked for (prefetchPage) while the translations and the React side start.
  const { makeStore } = await storeModule;
  const store = makeStore();
  const [categoriesAgain, parametersAgain] = await Promise.all([
    prerendered?.categories ? applyCategories(store, prerendered.categories) : null,
    prerendered?.parameters ? applyParameters(store, prerendered.parameters) : null,
    routeModules,
  ]);
  // What the prerender rendered with: the page hydrates against it, whatever has arrived since.
  const serverState = store.getState();
  const app = await appModule;
  app.prefetchPage(new URL(window.location.href), store.dispatch);
  // Each step below runs in a task of its own: the translations, the page's texts and the render are each a short
  // task on a phone's CPU.
  await yieldToMain();
  const { initI18n } = await i18nModule;
  const i18n = await initI18n({ bundled: await texts });
  if (prerendered) await i18n.loadNamespaces(prerendered.namespaces);
  await yieldToMain();
  const hydrate = prerendered?.key === hydrationKey(store.getState(), i18n.language, config.productName);
  // What the snapshots showed is asked of the backend again once the markup is the app's and the browser is idle.
  const again = [categoriesAgain, parametersAgain].filter((run) => run !== null);
  const afterFirstCommit = again.length ? () => whenIdle(() => again.forEach((run) => run())) : null;
  app.startApp({ container, store, i18n, hydrate: hydrate ? serverState : null, afterFirstCommit });
  // The mock controls belong to the all-mock mode; in hybrid mode the back office's banner says what is mocked.
  mocks
    ?.then(() => (hybrid ? undefined : mountMockPanel(app, store, i18n)))
    .catch((error: unknown) => console.error('[mock] the in-browser backend did not start', error));
}

void start();
