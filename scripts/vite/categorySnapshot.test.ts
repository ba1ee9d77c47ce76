import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { THUMBNAIL_WIDTHS, thumbnailSrcSet } from '../../src/lib/images/imageThumbnails';
import { loadCategorySnapshot } from './categorySnapshot.mjs';

const PHOTO = path.resolve('public/mock-assets/categories/buket-mawar.jpg');

describe('the build-time category snapshot', () => {
  let server: Server;
  let base: string;
  let outDir: string;
  let categories: unknown = [];
  const logger = { info: vi.fn(), warn: vi.fn() } as unknown as import('vite').Logger;

  beforeEach(async () => {
    outDir = await mkdtemp(path.join(tmpdir(), 'snapshot-'));
    server = createServer(async (request, response) => {
      if (request.url === '/api/FlowerCategory')
        return void response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(categories));
      if (request.url === '/photos/mawar.jpg')
        return void response.writeHead(200, { 'content-type': 'image/jpeg' }).end(await readFile(PHOTO));
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterEach(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(outDir, { recursive: true, force: true });
    vi.clearAllMocks();
  });

  const load = (apiBaseUrl: string | undefined = base) =>
    loadCategorySnapshot({
      apiBaseUrl,
      outDir,
      widths: THUMBNAIL_WIDTHS,
      resolveImage: (url) => url ?? undefined,
      thumbnailSrcSet,
      logger,
    });

  it('reads the categories and makes a 480×360 and an 800×600 WebP of each picture on the web', async () => {
    categories = [
      { categoryID: 1, categoryName: 'Buket Mawar', imageUrl: `${base}/photos/mawar.jpg` },
      { categoryID: 2, categoryName: 'Tanpa Foto', imageUrl: '' },
      { categoryID: 3, categoryName: 'Hilang', imageUrl: `${base}/photos/hilang.jpg` },
    ];
    const snapshot = await load();
    expect(snapshot?.categories).toEqual(categories);
    expect(Object.keys(snapshot?.thumbnails ?? {})).toEqual([`${base}/photos/mawar.jpg`]);
    const srcSet = snapshot!.thumbnails[`${base}/photos/mawar.jpg`]!;
    expect(srcSet).toMatch(/^(\/assets\/catalogue\/[0-9a-f]{16})-480\.webp 480w, \1-800\.webp 800w$/);
    const copies = srcSet.split(', ').map((candidate) => candidate.split(' ')[0]!);
    const sizes = await Promise.all(
      copies.map(async (copy) => {
        const { format, width, height } = await sharp(path.join(outDir, copy)).metadata();
        return [format, width, height];
      }),
    );
    expect(sizes).toEqual([
      ['webp', 480, 360],
      ['webp', 800, 600],
    ]);
    expect(logger.warn).toHaveBeenCalledWith(
      expect.stringContaining(`no thumbnail for ${base}/photos/hilang.jpg (HTTP 404)`),
    );
  });

  it('gives none without a backend to read, or when it fails, is empty or too large: the page keeps its skeletons', async () => {
    expect(
      await loadCategorySnapshot({
        apiBaseUrl: undefined,
        outDir,
        widths: THUMBNAIL_WIDTHS,
        resolveImage: () => undefined,
        thumbnailSrcSet,
        logger,
      }),
    ).toBeUndefined();
    expect(logger.warn).not.toHaveBeenCalled();

    categories = [];
    expect(await load()).toBeUndefined();
    categories = [{ categoryID: 1, categoryName: 'Besar', imageUrl: `data:image/jpeg;base64,${'A'.repeat(70_000)}` }];
    expect(await load()).toBeUndefined();
    expect(await load('http://127.0.0.1:9/')).toBeUndefined();
    expect(logger.warn).toHaveBeenCalledTimes(3);
  });
});
