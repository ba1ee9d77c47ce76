/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { datedUnitExclude } from './scripts/datedTests.mjs';
import { bootstrapIcons } from './scripts/vite/bootstrapIcons.mjs';
import { cspHashes } from './scripts/vite/cspHashes.mjs';
import { fontFallbacks } from './scripts/vite/fontFallbacks.mjs';
import { inlineFontFaces } from './scripts/vite/inlineFontFaces.mjs';
import { navbarWithoutOffcanvas } from './scripts/vite/navbarWithoutOffcanvas.mjs';
import { postBuild } from './scripts/vite/postBuild.mjs';
import { regionData } from './scripts/vite/regionData.mjs';
import { startChunks } from './scripts/vite/startChunks.mjs';
import { yamlDocument } from './scripts/vite/yamlDocument.mjs';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
};

export default defineConfig(({ command, mode }) => ({
  plugins: [
    react(),
    navbarWithoutOffcanvas(),
    yamlDocument(),
    bootstrapIcons(),
    fontFallbacks(),
    inlineFontFaces(),
    regionData(),
    startChunks(),
    postBuild(),
    cspHashes(),
  ],
  resolve: {
    alias: [
      ...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })),
      ...(command === 'build' && mode !== 'test'
        ? [
            // The in-browser mock keeps no cookie jar: it sets no cookie (mocks/runtime/cookieJarLite.ts).
            {
              find: /^tough-cookie$/,
              replacement: fileURLToPath(new URL('./mocks/runtime/cookieJarLite.ts', import.meta.url)),
            },
            // React Router 7's package exports only its development build, whose dev-only warnings and
            // checks then run in production (remix-run/react-router#12532, #14102); the production build
            // ships beside it (the same code with ENABLE_DEV_WARNINGS = false).
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
              ),
            },
            {
              find: /^react-router\/dom$/,
              replacement: fileURLToPath(
                new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url),
              ),
            },
          ]
        : []),
    ],
  },
  css: {
    preprocessorOptions: {
      // Bootstrap 5.3's Sass still uses @import and global functions: keep its deprecation notices out of the build
      // log.
      scss: { quietDeps: true, silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'] },
    },
  },
  server: { port: 5173, strictPort: false },
  preview: { port: 4173 },
  build: {
    sourcemap: true,
    // read by the prerender step (scripts/vite/prerender.mjs) to link each page's route chunks
    manifest: true,
    chunkSizeWarningLimit: 900,
  },
  test: {
    globals: false,
    restoreMocks: true,
    // Whole-app tests render the real router, store and mock backend; on a busy 2-core CI machine a
    // journey can take longer than vitest's 5 s default without anything being wrong.
    testTimeout: 20_000,
    // Vitest leaves a core free by default: one worker on the 2-core CI machine. CI runs nothing else meanwhile,
    // so it takes a worker per core (docs/performance.md has the suite's time either way).
    maxWorkers: process.env.CI ? '100%' : undefined,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.dom.test.{ts,tsx}'],
          // npm test runs the dated folders at test:dates' instants instead (scripts/datedTests.mjs)
          exclude: ['**/node_modules/**', ...datedUnitExclude()],
          setupFiles: ['./src/test/setupDom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['mocks/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude: ['**/node_modules/**', 'mocks/**/*.dom.test.{ts,tsx}', 'mocks/contract/**', ...datedUnitExclude()],
        },
      },
      {
        extends: true,
        test: {
          name: 'contract',
          environment: 'node',
          include: ['mocks/contract/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'stories',
          environment: 'jsdom',
          include: ['.storybook/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test/setupDom.ts'],
        },
      },
    ],
  },
}));
