/** The longest a task waits for the browser to be idle before it runs anyway. */
export const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `task` once the browser has nothing more urgent to do (`requestIdleCallback`, at the latest after
 * `timeoutMs`), else after a zero-delay timer: work the visitor does not wait for (a refresh of what the page already
 * shows, code and data fetched ahead) then never stands between a tap and its answer while the page starts.
 */
export function whenIdle(task: () => void, timeoutMs = IDLE_TIMEOUT_MS): void {
  const idle = (globalThis as { requestIdleCallback?: (run: () => void, options: { timeout: number }) => number })
    .requestIdleCallback;
  if (typeof idle === 'function') idle(() => task(), { timeout: timeoutMs });
  else setTimeout(task, 0);
}
