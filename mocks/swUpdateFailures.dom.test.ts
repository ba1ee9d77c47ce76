import { describe, expect, it, vi } from 'vitest';
import { isServiceWorkerUpdateFailure, reportServiceWorkerUpdateFailures } from './swUpdateFailures';

const updateFailure = new TypeError(
  "Failed to update a ServiceWorker for scope ('http://127.0.0.1:4173/') with script ('http://127.0.0.1:4173/mockServiceWorker.js'): Not found",
);

function rejection(reason: unknown): PromiseRejectionEvent {
  const event = new Event('unhandledrejection', { cancelable: true }) as PromiseRejectionEvent;
  Object.defineProperty(event, 'reason', { value: reason });
  return event;
}

describe('service worker update failures (mswjs/msw#2006)', () => {
  it('recognises only the update failure of the worker carrying the mock', () => {
    expect(isServiceWorkerUpdateFailure(updateFailure)).toBe(true);
    // On a driver's run page the run's worker carries msw's (src/lib/service-worker/runWorker.ts).
    expect(
      isServiceWorkerUpdateFailure(
        new TypeError(
          "Failed to update a ServiceWorker for scope ('http://127.0.0.1:4173/app/run') with script ('http://127.0.0.1:4173/run-sw.js?mocks=1'): An unknown error occurred when fetching the script.",
        ),
      ),
    ).toBe(true);
    expect(isServiceWorkerUpdateFailure(new TypeError('Failed to fetch'))).toBe(false);
    expect(
      isServiceWorkerUpdateFailure(
        new TypeError("Failed to update a ServiceWorker for scope ('/') with script ('/sw.js')"),
      ),
    ).toBe(false);
    expect(isServiceWorkerUpdateFailure('Failed to update a ServiceWorker mockServiceWorker.js')).toBe(false);
  });

  it('turns that rejection into a warning and leaves every other one uncaught', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    reportServiceWorkerUpdateFailures(window);
    const caught = rejection(updateFailure);
    window.dispatchEvent(caught);
    expect(caught.defaultPrevented).toBe(true);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('service worker update check failed'), updateFailure);

    const other = rejection(new Error('boom'));
    window.dispatchEvent(other);
    expect(other.defaultPrevented).toBe(false);
  });
});
