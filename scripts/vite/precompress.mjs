// Writes `file.gz` and `file.br` next to every text file of a build (HTML, JS,
// CSS, JSON, SVG, XML, TXT; 1 kB and more), as a static host serving
// precompressed files does. scripts/serve-dist.mjs serves them (sirv's
// gzip/brotli options) when the browser accepts the encoding.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(html|js|mjs|css|json|svg|xml|txt|webmanifest)$/i;
const MIN_BYTES = 1024;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (TEXT.test(entry.name)) yield full;
  }
}

/** Compresses the text files under `dir`; returns how many were written. */
export async function precompress(dir) {
  let count = 0;
  for await (const file of files(dir)) {
    if ((await stat(file)).size < MIN_BYTES) continue;
    const body = await readFile(file);
    await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
    await writeFile(
      `${file}.br`,
      brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
    );
    count += 1;
  }
  return count;
}
