#!/usr/bin/env node
/**
 * npm run bench:image [-- --rounds 3]
 *
 * Generates a 12-megapixel JPEG (4000×3000, photo-like noise, plus a copy
 * tagged EXIF orientation 6), builds bench/image-resize/page.ts with Vite,
 * serves it on a free localhost port, and in headless Chromium resizes the
 * photo to fit 1920×1080 with our pipeline (src/lib/images) and with
 * browser-image-compression in the same run. Prints, per method, the median
 * time and the longest main-thread task (PerformanceObserver 'longtask').
 * Chromium: $CHROMIUM_PATH, else /usr/bin/chromium, else Playwright's own.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import react from '@vitejs/plugin-react';
import sharp from 'sharp';
import { build } from 'vite';
import { median } from '../stats.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '..', '..');
const { values } = parseArgs({ options: { rounds: { type: 'string', default: '3' } } });

/** A 4000×3000 picture with smooth colour fields and sensor-like noise: about what a phone takes. */
async function makePhoto() {
  const width = 4000;
  const height = 3000;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 12345;
  const random = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const petal = Math.sin(x / 180) * Math.cos(y / 140);
      const noise = (random() - 0.5) * 18;
      pixels[i] = Math.max(0, Math.min(255, 190 + 50 * petal + noise));
      pixels[i + 1] = Math.max(0, Math.min(255, 110 + 60 * Math.sin((x + y) / 400) + noise));
      pixels[i + 2] = Math.max(0, Math.min(255, 130 + 40 * Math.cos(y / 300) + noise));
    }
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  const photo = await image.clone().jpeg({ quality: 92 }).toBuffer();
  const rotated = await image.clone().jpeg({ quality: 92 }).withMetadata({ orientation: 6 }).toBuffer();
  return { photo, rotated };
}

function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

async function main() {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'image-resize-bench-'));
  const server = http.createServer();
  const browser = { current: null };
  try {
    console.log('Generating a 12-megapixel JPEG…');
    const { photo, rotated } = await makePhoto();
    console.log(`  4000×3000, ${(photo.length / 1024 / 1024).toFixed(2)} MB`);
    console.log('Building the bench page…');
    await build({
      root: HERE,
      configFile: false,
      logLevel: 'warn',
      plugins: [react()],
      resolve: { alias: { '@': path.join(ROOT, 'src') } },
      build: { outDir, emptyOutDir: true, sourcemap: false },
    });
    const bicScript = await readFile(
      path.join(ROOT, 'node_modules/browser-image-compression/dist/browser-image-compression.js'),
    );
    const files = {
      '/photo.jpg': [photo, 'image/jpeg'],
      '/photo-rotated.jpg': [rotated, 'image/jpeg'],
      '/browser-image-compression.js': [bicScript, 'text/javascript'],
    };
    server.on('request', async (req, res) => {
      const url = (req.url ?? '/').split('?')[0];
      const fixed = files[url];
      if (fixed) {
        res.writeHead(200, { 'Content-Type': fixed[1] });
        res.end(fixed[0]);
        return;
      }
      const file = path.join(outDir, url === '/' ? 'index.html' : url);
      if (!file.startsWith(outDir) || !existsSync(file)) {
        res.writeHead(404).end();
        return;
      }
      const type = file.endsWith('.js')
        ? 'text/javascript'
        : file.endsWith('.html')
          ? 'text/html'
          : 'application/octet-stream';
      res.writeHead(200, { 'Content-Type': type });
      res.end(await readFile(file));
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address();

    browser.current = await chromium.launch({
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    });
    const page = await browser.current.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
    console.log('Resizing in headless Chromium…');
    await page.goto(`http://127.0.0.1:${port}/?rounds=${Number(values.rounds)}`);
    await page.waitForFunction(() => globalThis.__bench, undefined, { timeout: 300_000, polling: 500 });
    const result = await page.evaluate(() => globalThis.__bench);
    if (result.error) throw new Error(result.error);

    console.log(`\n${result.userAgent}`);
    console.log(
      `Source ${result.source.width}×${result.source.height}, ${(result.source.bytes / 1024 / 1024).toFixed(2)} MB → fit 1920×1080 = ${result.target.width}×${result.target.height}`,
    );
    console.log(
      `Median of ${values.rounds} runs after a warm-up; longest task = the longest main-thread task seen in any run (0 = none over 50 ms).\n`,
    );
    const methods = [...new Set(result.runs.map((run) => run.method))];
    const rows = methods.map((method) => {
      const runs = result.runs.filter((run) => run.method === method);
      return {
        method,
        'time ms': Math.round(median(runs.map((run) => run.ms))),
        'longest task ms': Math.round(Math.max(...runs.map((run) => run.longestTaskMs))),
        'blocking ms': Math.round(median(runs.map((run) => run.blockingMs))),
        output: `${runs[0].width}×${runs[0].height}`,
        KB: Math.round(runs[0].bytes / 1024),
      };
    });
    console.table(rows);
    const exifOk = result.exif.width === 810 && result.exif.height === 1080;
    console.log(
      `EXIF orientation 6 (4000×3000 stored, 3000×4000 shown): ours gives ${result.exif.width}×${result.exif.height} ${exifOk ? '(turned, as expected)' : '(NOT turned: expected 810×1080)'}`,
    );
    if (!exifOk) process.exitCode = 1;
  } finally {
    await browser.current?.close();
    server.close();
    await rm(outDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
