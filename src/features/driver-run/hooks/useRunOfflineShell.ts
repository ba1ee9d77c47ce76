import { useEffect } from 'react';
import { Workbox } from 'workbox-window';
import { getRuntimeConfig, RUNTIME_CONFIG_URL } from '@/lib/config/runtimeConfig';
import { RUN_WORKER_SCOPE, runWorkerUrl } from '@/lib/service-worker/runWorker';

async function keepRunOffline(withMocks: boolean): Promise<void> {
  const worker = new Workbox(runWorkerUrl(withMocks), { scope: RUN_WORKER_SCOPE });
  await worker.register();
  // The deployment writes config.json: the worker keeps its latest copy for a start with no network (the app would
  // otherwise start on its build-time defaults). Asked of the worker, since the page it is read by now may have
  // opened elsewhere (signing in) and so is not one the worker controls yet.
  await worker.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache: [RUNTIME_CONFIG_URL] } });
}

/**
 * The run page starts with no network once it has been opened: the run's service worker keeps its files
 * (src/lib/service-worker/runWorker.ts). With the mock in the page (in-browser mocks, hybrid mode) the worker carries
 * msw's too, and the mock starts on it the next time the run opens. In development the build's worker does not
 * exist.
 */
export function useRunOfflineShell(): void {
  useEffect(() => {
    if (typeof navigator === 'undefined' || !navigator.serviceWorker || !import.meta.env.PROD) return;
    const { useMocks, mockOperations } = getRuntimeConfig();
    keepRunOffline(useMocks || mockOperations.length > 0).catch((error: unknown) =>
      console.warn('[run] the run is not kept for use with no network', error),
    );
  }, []);
}
