import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
// @ts-expect-error -- a plain .mjs helper without types, shared with the bench scripts
import { precompress } from './precompress.mjs';

/**
 * After the app's client build: precompresses every text file (gzip and
 * brotli) for a static host. Skipped for SSR builds and Storybook's build.
 */
export function postBuild(): Plugin {
  let config: ResolvedConfig;
  let enabled = false;
  return {
    name: 'fleur:post-build',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
      const storybook = resolved.plugins.some((plugin) => plugin.name.startsWith('storybook:') || plugin.name.startsWith('plugin-csf'));
      enabled = !resolved.build.ssr && !storybook;
    },
    async closeBundle() {
      if (!enabled) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const count: number = await precompress(outDir);
      config.logger.info(`[post-build] ${count} files precompressed (.gz, .br)`);
    },
  };
}
