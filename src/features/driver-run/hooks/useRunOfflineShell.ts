import { useEffect } from 'react';
import { Workbox } from 'workbox-window';
import { getRuntimeConfig, RUNTIME_CONFIG_URL } from '@/lib/config/runtimeConfig';

/** The run's service worker, written by the build (scripts/vite/runWorker.mjs), and the pages it serves. */
export const RUN_WORKER_URL = `${import.meta.env.BASE_URL}run-sw.js`;
export const RUN_WORKER_SCOPE = `${import.meta.env.BASE_URL}app/run`;

function isRunWorker(registration: ServiceWorkerRegistration): boolean {
  const worker = registration.active ?? registration.waiting ?? registration.installing;
  return Boolean(worker && new URL(worker.scriptURL).pathname === RUN_WORKER_URL);
}

async function keepRunOffline(): Promise<void> {
  const worker = new Workbox(RUN_WORKER_URL, { scope: RUN_WORKER_SCOPE });
  await worker.register();
  // The deployment writes config.json: the worker keeps its latest copy for a start with no network (the app would
  // otherwise start on its build-time defaults). Asked of the worker, since the page it is read by now may have
  // opened elsewhere (signing in) and so is not one the worker controls yet.
  await worker.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache: [RUNTIME_CONFIG_URL] } });
}

/** With the mock in the page, msw's worker has to control the run: a run worker left from another setup goes. */
async function forgetRunWorker(container: ServiceWorkerContainer): Promise<void> {
  const registration = await container.getRegistration(RUN_WORKER_SCOPE);
  if (registration && isRunWorker(registration)) await registration.unregister();
}

/**
 * The run page starts with no network once it has been opened (its files kept by the run's service worker),
 * when the app talks to a backend over HTTP. With in-browser mocks (and in hybrid mode) the mock backend's worker
 * controls the page instead, so none is registered; in development the build's worker does not exist.
 */
export function useRunOfflineShell(): void {
  useEffect(() => {
    const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!container || !import.meta.env.PROD) return;
    const { useMocks, mockOperations } = getRuntimeConfig();
    const work = useMocks || mockOperations.length > 0 ? forgetRunWorker(container) : keepRunOffline();
    work.catch((error: unknown) => console.warn('[run] the run is not kept for use with no network', error));
  }, []);
}
