import path from 'node:path';
import { isAppClientBuild } from './appBuild.mjs';
import { precompress } from './precompress.mjs';
import { prerender } from './prerender.mjs';
import { writeRunWorker } from './runWorker.mjs';

/**
 * After the app's client build: prerenders the public pages and the login
 * page (prerender.mjs), writes the driver's run's service worker
 * (runWorker.mjs), then precompresses every text file (gzip and brotli)
 * for a static host. Skipped for SSR builds and Storybook's build.
 */
/** @returns {import('vite').Plugin} */
export function postBuild() {
  /** @type {import('vite').ResolvedConfig} */
  let config;
  let enabled = false;
  return {
    name: 'fleur:post-build',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
      enabled = isAppClientBuild(resolved);
    },
    async closeBundle() {
      if (!enabled) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      await prerender({ root: config.root, outDir, logger: config.logger });
      await writeRunWorker({ outDir, base: config.base, logger: config.logger });
      const count = await precompress(outDir);
      config.logger.info(`[post-build] ${count} files precompressed (.gz, .br)`);
    },
  };
}
