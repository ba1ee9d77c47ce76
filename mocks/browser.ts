/**
 * Browser entry point (`config.json` useMocks, or `mockOperations` for hybrid
 * mode): the msw service worker over the handlers (in hybrid mode only the
 * listed operations', every other request passing through to the real
 * backend), the database persisted in IndexedDB and shared by the browser's
 * tabs, scenario controls from `?mock=…` kept in sessionStorage, the app's shop clock following the
 * scenario's clock, and `window.__mockBackend` for e2e tests.
 */
import type { RequestHandler } from 'msw';
import { setupWorker } from 'msw/browser';
import { isRunWorkerWithMocks, RUN_WORKER_SCOPE, runWorkerUrl } from '@/lib/service-worker/runWorker';
import {
  adoptPersistedState,
  configureBackend,
  getDb,
  initMockBackend,
  now,
  persistChanges,
  resetMockBackend,
} from './backend';
import { withCrossTabSync } from './db/persistence/crossTab';
import './runtime/loadOpenApi.routing';
import { createIndexedDbPersistence } from './db/persistence/indexedDb';
import type { DatabaseState } from './db/types';
import { handlers, operationDefinitions, operationIds } from './handlers';
import { acceptAnyBearerToken } from './handlers/authPolicy';
import { reportUnknownOperations, selectOperations } from './operationSelection';
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
  /**
   * replaces every order with `count` generated ones (saved); resolves with the number of orders (`npm run
   * bench:orders`)
   */
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

export interface MockBackendOptions {
  /**
   * Hybrid mode: serve only these operationIds of openapi.yaml; every other request goes to the
   * network untouched. Unknown names are reported once in the console and ignored. Omitted: every operation.
   */
  operations?: readonly string[];
}

/**
 * The worker's handlers and their operationIds: all, or in hybrid mode the listed operations'
 * (docs/mock-backend.md#hybrid-mode).
 */
function handlersFor(operations: readonly string[] | undefined): {
  handlers: RequestHandler[];
  operationIds: string[];
} {
  if (!operations) return { handlers, operationIds };
  const selection = selectOperations(operationDefinitions, operations);
  reportUnknownOperations(selection.unknown);
  // The real auth server issued the staff's tokens: the mocked operations accept any bearer token (authPolicy.ts).
  acceptAnyBearerToken(true);
  return selection;
}

/**
 * msw's worker: its own, or, on a driver's run page the run's worker controls, that worker, which carries msw's
 * (a page has one worker: src/lib/service-worker/runWorker.ts).
 */
function mockWorker(): { url: string; options?: RegistrationOptions } {
  if (isRunWorkerWithMocks(navigator.serviceWorker?.controller?.scriptURL))
    return { url: runWorkerUrl(true), options: { scope: RUN_WORKER_SCOPE } };
  return { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` };
}

let started: Promise<string[]> | null = null;

/** Starts the worker once; resolves with the operationIds it serves. */
export function startMockBackend(options: MockBackendOptions = {}): Promise<string[]> {
  started ??= (async () => {
    // The scenario first, before anything is awaited: its clock moves the app's shop clock as early as it can.
    followScenarioClock();
    applyScenarioFromUrl();
    // The tabs of one browser share the database: what one saves, the others take over (crossTab.ts).
    configureBackend({
      persistence: withCrossTabSync(createIndexedDbPersistence(), () => void adoptPersistedState()),
      saveDelayMs: 25,
    });
    await initMockBackend();
    reportServiceWorkerUpdateFailures();
    const served = handlersFor(options.operations);
    const worker = setupWorker(...served.handlers);
    await worker.start({
      // Any request no handler takes (in hybrid mode, every operation not listed) goes to the network as it is.
      onUnhandledRequest: 'bypass',
      quiet: true,
      serviceWorker: mockWorker(),
    });
    // Set once the worker answers, so e2e tests can wait for it.
    window.__mockBackend = {
      setScenario,
      reset: resetMockBackend,
      getState: getScenario,
      getDatabase: () => getDb().snapshot(),
      bulkSeedOrders: async (count) => {
        // Only the orders benchmark asks for it: its module loads then.
        const { bulkSeedOrders } = await import('./seed/bulkOrders');
        const seeded = bulkSeedOrders(getDb(), count, now());
        await persistChanges();
        return seeded;
      },
    };
    return served.operationIds;
  })();
  return started;
}

export { resetMockBackend } from './backend';
