/**
 * Browser entry point (`config.json` useMocks): the msw service worker over
 * the handlers, the database persisted in IndexedDB and shared by the browser's tabs, scenario controls from
 * `?mock=…` kept in sessionStorage, the app's shop clock following the
 * scenario's clock, and `window.__mockBackend` for e2e tests.
 */
import { setupWorker } from 'msw/browser';
import { adoptPersistedState, configureBackend, getDb, initMockBackend, now, persistChanges, resetMockBackend } from './backend';
import { withCrossTabSync } from './db/persistence/crossTab';
import './runtime/loadOpenApi.vite';
import { createIndexedDbPersistence } from './db/persistence/indexedDb';
import type { DatabaseState } from './db/types';
import { handlers } from './handlers';
import { bulkSeedOrders } from './seed/bulkOrders';
import { parseScenario, type ScenarioState } from './scenarios/scenario';
import { bindScenarioStorage, getScenario, setScenario } from './scenarios/store';
import { followScenarioClock } from './shopClockLink';
import { reportServiceWorkerUpdateFailures } from './swUpdateFailures';

export interface MockBackendControls {
  /** a state object, or the `?mock=` syntax, e.g. 'latency:800,error:*:503' */
  setScenario(next: Partial<ScenarioState> | string): ScenarioState;
  /** restores the seed, clears IndexedDB and the scenario */
  reset(): Promise<void>;
  /** the current scenario */
  getState(): ScenarioState;
  /** a copy of the current database */
  getDatabase(): DatabaseState;
  /** replaces every order with `count` generated ones (saved); resolves with the number of orders (`npm run bench:orders`) */
  bulkSeedOrders(count: number): Promise<number>;
}

declare global {
  interface Window {
    __mockBackend?: MockBackendControls;
  }
}

export const MOCK_QUERY_PARAMETER = 'mock';

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Reads `?mock=` (if present) into the scenario; without it the tab's last scenario stays. */
function applyScenarioFromUrl(): void {
  bindScenarioStorage(sessionStorageOrNull());
  const value = new URLSearchParams(window.location.search).get(MOCK_QUERY_PARAMETER);
  if (value === null) return;
  const { state, warnings } = parseScenario(value);
  if (warnings.length) console.warn(`[mock] ignored in ?${MOCK_QUERY_PARAMETER}=: ${warnings.join(', ')}`);
  setScenario(state);
}

let started: Promise<void> | null = null;

export function startMockBackend(): Promise<void> {
  started ??= (async () => {
    // The scenario first, before anything is awaited: its clock moves the app's shop clock as early as it can.
    followScenarioClock();
    applyScenarioFromUrl();
    // The tabs of one browser share the database: what one saves, the others take over (crossTab.ts).
    configureBackend({ persistence: withCrossTabSync(createIndexedDbPersistence(), () => void adoptPersistedState()), saveDelayMs: 25 });
    await initMockBackend();
    reportServiceWorkerUpdateFailures();
    const worker = setupWorker(...handlers);
    await worker.start({
      onUnhandledRequest: 'bypass',
      quiet: true,
      serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    });
    // Set once the worker answers, so e2e tests can wait for it.
    window.__mockBackend = {
      setScenario,
      reset: resetMockBackend,
      getState: getScenario,
      getDatabase: () => getDb().snapshot(),
      bulkSeedOrders: async (count) => {
        const seeded = bulkSeedOrders(getDb(), count, now());
        await persistChanges();
        return seeded;
      },
    };
  })();
  return started;
}

export { resetMockBackend } from './backend';
