/**
 * The driver's run's service worker (written by the build, scripts/vite/runWorker.mjs): what it serves is the run's
 * pages. With the mock in the page (in-browser mocks, hybrid mode) it also carries msw's worker (`?mocks=1`), since
 * a page has one worker: the run page registers it, and the mock starts on it when it controls the page.
 */
export const RUN_WORKER_PATH = `${import.meta.env.BASE_URL}run-sw.js`;
export const RUN_WORKER_SCOPE = `${import.meta.env.BASE_URL}app/run`;

/** The worker's URL: with msw's worker inside it when the mock lives in the page. */
export function runWorkerUrl(withMocks: boolean): string {
  return withMocks ? `${RUN_WORKER_PATH}?mocks=1` : RUN_WORKER_PATH;
}

/** Whether a worker's script URL is the run's worker carrying the mock. */
export function isRunWorkerWithMocks(scriptUrl: string | undefined): boolean {
  if (!scriptUrl) return false;
  const url = new URL(scriptUrl);
  return url.pathname === RUN_WORKER_PATH && url.searchParams.get('mocks') === '1';
}
