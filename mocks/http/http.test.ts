import { describe, expect, it } from 'vitest';
import { DEFAULT_DATA_FILE, DEFAULT_PORT, parseServerArgs } from './args';
import { readMockAsset } from './staticAssets';

describe('mock server arguments', () => {
  it('has defaults', () => {
    expect(parseServerArgs([])).toEqual({ port: DEFAULT_PORT, host: '127.0.0.1', dataFile: DEFAULT_DATA_FILE, fresh: false, quiet: false });
  });

  it('reads --port, --data, --fresh (also --flag=value)', () => {
    expect(parseServerArgs(['--port', '4011', '--data=/tmp/x.json', '--fresh', '--host', '0.0.0.0'])).toMatchObject({
      port: 4011,
      dataFile: '/tmp/x.json',
      fresh: true,
      host: '0.0.0.0',
    });
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
