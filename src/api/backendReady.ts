/**
 * Start-up gate of the API calls: the app renders (or hydrates the
 * prerendered HTML) while the in-browser mock backend is still starting, and
 * every call waits here until it answers. Without mocks, and in tests, the
 * gate is open from the start.
 */
let ready: Promise<unknown> = Promise.resolve();

/** Calls made from now on wait for `until` (a failed start opens the gate too: the calls then fail on their own). */
export function holdCallsUntil(until: Promise<unknown>): void {
  ready = until.catch(() => undefined);
}

export function backendReady(): Promise<unknown> {
  return ready;
}
