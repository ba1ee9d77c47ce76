/**
 * msw's worker start calls `registration.update()` on an existing
 * registration without awaiting it (msw 2.x, get-worker-instance.ts; upstream
 * mswjs/msw#2006, open). When the browser's update check of
 * mockServiceWorker.js fails (a flaky fetch, a server restarting), the
 * rejection surfaces as an uncaught page error although the registered worker
 * keeps serving. We catch exactly that rejection and report it as a warning;
 * every other rejection stays uncaught.
 */
export function isServiceWorkerUpdateFailure(reason: unknown): boolean {
  if (!(reason instanceof Error)) return false;
  return (
    /Failed to update a ServiceWorker/i.test(reason.message) && /\/(mockServiceWorker|run-sw)\.js/.test(reason.message)
  );
}

let installed = false;

export function reportServiceWorkerUpdateFailures(target: Pick<Window, 'addEventListener'> = window): void {
  if (installed) return;
  installed = true;
  target.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    if (!isServiceWorkerUpdateFailure(event.reason)) return;
    event.preventDefault();
    console.warn('[mock] the service worker update check failed; the registered worker keeps answering.', event.reason);
  });
}
