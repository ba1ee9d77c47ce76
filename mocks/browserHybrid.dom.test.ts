import { getResponse, type RequestHandler } from 'msw';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startMockBackend } from './browser';
import { acceptAnyBearerToken } from './handlers/authPolicy';

// No service worker and no IndexedDB in jsdom: the worker records its handlers and options, the state stays in memory.
const worker = vi.hoisted(() => ({ handlers: [] as RequestHandler[], options: undefined as unknown }));
vi.mock('msw/browser', () => ({
  setupWorker: (...handlers: RequestHandler[]) => {
    worker.handlers = handlers;
    return { start: async (options: unknown) => void (worker.options = options) };
  },
}));
vi.mock('./db/persistence/indexedDb', async () => {
  const { createMemoryPersistence } = await import('./db/persistence/memory');
  return { createIndexedDbPersistence: () => createMemoryPersistence() };
});

describe('the browser mock in hybrid mode', () => {
  afterAll(() => acceptAnyBearerToken(false));

  it('serves the listed operations only, lets the rest through, and reports unknown names once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const served = await startMockBackend({
      operations: ['getDeliverySettings', 'noSuchOperation', 'updateDeliverySettings'],
    });
    expect(served).toEqual(['getDeliverySettings', 'updateDeliverySettings']);
    expect(worker.handlers).toHaveLength(2);
    expect(worker.options).toMatchObject({ onUnhandledRequest: 'bypass' });
    expect(warn).toHaveBeenCalledExactlyOnceWith(expect.stringMatching(/noSuchOperation; ignored$/));

    // Started once: a second call neither starts another worker nor warns again.
    expect(await startMockBackend({ operations: ['noSuchOperation'] })).toEqual(served);
    expect(warn).toHaveBeenCalledTimes(1);

    expect(
      (await getResponse(worker.handlers, new Request('https://api.staging.example/api/delivery/settings')))?.status,
    ).toBe(200);
    expect(
      await getResponse(worker.handlers, new Request('https://api.staging.example/api/CustomerOrder')),
    ).toBeUndefined();
    // A token of the real auth server passes the token check of a mocked secured operation (then the empty body answers
    // 400).
    const save = new Request('https://api.staging.example/api/delivery/settings', {
      method: 'PUT',
      headers: { authorization: 'Bearer real-backend-token' },
      body: '{}',
    });
    expect((await getResponse(worker.handlers, save))?.status).toBe(400);
  });
});
