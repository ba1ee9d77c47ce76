import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DATA_FILE, DEFAULT_PORT, parseServerArgs } from './args';
import { requestUrl } from './fetchBridge';
import { readMockAsset } from './staticAssets';

describe('mock server arguments', () => {
  it('has defaults', () => {
    expect(parseServerArgs([])).toEqual({
      port: DEFAULT_PORT,
      host: '127.0.0.1',
      dataFile: DEFAULT_DATA_FILE,
      fresh: false,
      quiet: false,
      tls: false,
    });
  });

  it('reads --port, --data, --fresh (also --flag=value)', () => {
    expect(parseServerArgs(['--port', '4011', '--data=/tmp/x.json', '--fresh', '--host', '0.0.0.0'])).toMatchObject({
      port: 4011,
      dataFile: '/tmp/x.json',
      fresh: true,
      host: '0.0.0.0',
    });
  });

  it('reads --tls (HTTPS with a throwaway certificate)', () => {
    expect(parseServerArgs(['--tls'])).toMatchObject({ tls: true });
  });

  it('rejects unknown arguments and bad ports', () => {
    expect(() => parseServerArgs(['--prot', '1'])).toThrow(/Unknown argument/);
    expect(() => parseServerArgs(['--port', 'abc'])).toThrow(/port/);
  });
});

describe('mock assets', () => {
  it('serves shipped images with their content type', async () => {
    const asset = await readMockAsset('/mock-assets/hero.jpg');
    expect(asset?.contentType).toBe('image/jpeg');
    expect(asset?.body.length).toBeGreaterThan(0);
  });

  it('refuses paths outside public/mock-assets and unknown files', async () => {
    expect(await readMockAsset('/mock-assets/../../package.json')).toBeNull();
    expect(await readMockAsset('/mock-assets/%2e%2e/%2e%2e/package.json')).toBeNull();
    expect(await readMockAsset('/mock-assets/nope.jpg')).toBeNull();
    expect(await readMockAsset('/mock-assets/')).toBeNull();
    expect(await readMockAsset('/api/general')).toBeNull();
  });
});

describe('request URLs', () => {
  const request = (encrypted: boolean) =>
    ({
      url: '/api/FlowerCategory?x=1',
      headers: { host: '127.0.0.1:4011' },
      socket: encrypted ? { encrypted: true } : {},
    }) as unknown as IncomingMessage;

  it('keep the scheme the request came in with, so the image links of a --tls server are https', () => {
    expect(requestUrl(request(false), 'fallback:1').href).toBe('http://127.0.0.1:4011/api/FlowerCategory?x=1');
    expect(requestUrl(request(true), 'fallback:1').href).toBe('https://127.0.0.1:4011/api/FlowerCategory?x=1');
  });
});
