import { afterEach, describe, expect, it, vi } from 'vitest';
import { readMockOperations } from './mockOperations';
import { getRuntimeConfig, loadRuntimeConfig, setRuntimeConfig } from './runtimeConfig';

describe('readMockOperations', () => {
  it('takes an array of operationIds, each once, in order', () => {
    expect(
      readMockOperations(['getDeliverySettings', ' updateDeliverySettings ', 'getDeliverySettings', ''], false),
    ).toEqual({
      operations: ['getDeliverySettings', 'updateDeliverySettings'],
      warnings: [],
    });
  });

  it('is empty, with no warning, when absent or an empty list', () => {
    expect(readMockOperations(undefined, false)).toEqual({ operations: [], warnings: [] });
    expect(readMockOperations([], false)).toEqual({ operations: [], warnings: [] });
    expect(readMockOperations([], true)).toEqual({ operations: [], warnings: [] });
  });

  it.each([['getDeliverySettings'], [['getDeliverySettings', 3]], [{ 0: 'getDeliverySettings' }], [null]])(
    'ignores %j with a warning: not an array of strings',
    (raw) => {
      expect(readMockOperations(raw, false)).toEqual({
        operations: [],
        warnings: [expect.stringMatching(/must be an array of operationIds/)],
      });
    },
  );

  it('ignores the list with a warning while useMocks is on (every call is mocked)', () => {
    expect(readMockOperations(['getDeliverySettings'], true)).toEqual({
      operations: [],
      warnings: [expect.stringMatching(/ignored while useMocks is true/)],
    });
  });
});

describe('config.json with mockOperations', () => {
  const before = getRuntimeConfig();
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    setRuntimeConfig(before);
  });

  function serveConfig(body: unknown) {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })),
    );
    return vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  }

  it('with useMocks false is hybrid mode: the list is kept', async () => {
    const warn = serveConfig({ useMocks: false, mockOperations: ['getDeliverySettings'] });
    expect((await loadRuntimeConfig('/config.json')).mockOperations).toEqual(['getDeliverySettings']);
    expect(warn).not.toHaveBeenCalled();
  });

  it('with useMocks true is ignored, with a console warning', async () => {
    const warn = serveConfig({ useMocks: true, mockOperations: ['getDeliverySettings'] });
    const config = await loadRuntimeConfig('/config.json');
    expect(config).toMatchObject({ useMocks: true, mockOperations: [] });
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      expect.stringMatching(/^\[config\] mockOperations is ignored while useMocks is true/),
    );
  });

  it('that is not an array of strings is ignored, with a console warning; the rest of the file applies', async () => {
    const warn = serveConfig({ useMocks: false, mockOperations: 'getDeliverySettings', productName: 'Toko Uji' });
    expect(await loadRuntimeConfig('/config.json')).toMatchObject({
      useMocks: false,
      mockOperations: [],
      productName: 'Toko Uji',
    });
    expect(warn).toHaveBeenCalledExactlyOnceWith(expect.stringMatching(/^\[config\] mockOperations must be an array/));
  });

  it('is empty when the file has none', async () => {
    serveConfig({ useMocks: false });
    expect((await loadRuntimeConfig('/config.json')).mockOperations).toEqual([]);
  });
});
