import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import type { Plugin, UserConfig } from 'vite';
import { defineConfig, mergeConfig } from 'vitest/config';
import { pageAriaSnapshot } from './.storybook/test/ariaSnapshotCommand';
import { storyBrowser, screenshotExpect } from './.storybook/test/browserOptions';
import { ensureChromium } from './scripts/chromium.mjs';
import appConfig from './vite.config';
// @ts-expect-error scripts/chromium.mjs is plain JavaScript without declarations

/**
 * `npm run test:stories`: every story of the Storybook catalogue in Chromium (Vitest browser
 * mode through @storybook/addon-vitest). A story fails when it throws, when axe finds a WCAG 2.1
 * A/AA violation (`parameters.a11y.test: 'error'` in preview.tsx), or when its picture differs
 * from the committed baseline in .storybook/__screenshots__ (`-- --update` accepts new pictures).
 * A second project, `storybook-self-test`, proves the two checks fail on a planted problem.
 */
// Debian's chromium (or $CHROMIUM_PATH), installed when missing, like the e2e suite's.
const executablePath = (await ensureChromium()) as string;
const updating = process.argv.some((arg) => arg === '-u' || arg === '--update' || arg.startsWith('--update='));

// The app's plugins and aliases, without its jsdom/node test projects.
const { test: _appTests, ...app } = appConfig({
  command: 'serve',
  mode: 'test',
  isSsrBuild: false,
  isPreview: false,
}) as UserConfig;

const browser = (name: string) => ({
  enabled: true,
  headless: true,
  provider: playwright({
    launchOptions: { executablePath },
    contextOptions: storyBrowser.context,
  }),
  instances: [{ browser: 'chromium' as const, name }],
  viewport: storyBrowser.viewport,
  screenshotFailures: false,
  expect: screenshotExpect,
  commands: { pageAriaSnapshot },
});

/**
 * The shop's logo (`/favicon.svg`, from public/) in the stories: Vitest's browser server answers that
 * path with its own icon, without a type, so every header showed a broken image.
 */
const shopFavicon: Plugin = {
  name: 'fleur:story-favicon',
  enforce: 'pre',
  configureServer(server) {
    const icon = readFileSync(fileURLToPath(new URL('./public/favicon.svg', import.meta.url)));
    server.middlewares.use('/favicon.svg', (_request, response) => {
      response.setHeader('Content-Type', 'image/svg+xml');
      response.end(icon);
    });
  },
};

/**
 * The story server's log without one warning: the stories bundle every translation file from
 * public/ (src/app/i18n/bundledResources.ts), and Vite warned once per file and story file, some
 * 14,000 lines a run that buried the failures.
 */
const quietPublicImports: Plugin = {
  name: 'fleur:story-quiet-public-imports',
  configureServer(server) {
    const { logger } = server.config;
    const warn = logger.warn.bind(logger);
    logger.warn = (message, options) => {
      if (!message.includes('Assets in public directory cannot be imported from JavaScript.')) warn(message, options);
    };
  },
};

/**
 * Vitest runs browser files one at a time unless told (it leaves a core free: one page on 2 cores). Each page has a
 * browser context of its own (storage, service worker), so on CI, where nothing else runs, a page per core.
 */
const maxWorkers = process.env.CI ? '100%' : undefined;

/** Found late in a run, Vite would re-bundle these and reload the page mid-story (two Reacts, a lost story). */
const lateDependencies = { include: ['recharts', 'axe-core'] };

export default defineConfig({
  test: {
    // Once every story has run, something of the browser provider keeps the process alive and Vitest
    // exits by force after this long (10 s by default, each run): the results are in by then.
    teardownTimeout: 2_000,
    projects: [
      mergeConfig(app, {
        plugins: [
          shopFavicon,
          quietPublicImports,
          storybookTest({
            configDir: fileURLToPath(new URL('./.storybook', import.meta.url)),
            initialGlobals: { viewport: { value: storyBrowser.viewportName, isRotated: false } },
          }),
        ],
        optimizeDeps: lateDependencies,
        test: {
          name: 'storybook',
          testTimeout: 30_000,
          maxWorkers,
          setupFiles: ['./.storybook/test/storySetup.ts'],
          browser: browser('chromium'),
        },
      }),
      mergeConfig(app, {
        optimizeDeps: lateDependencies,
        test: {
          name: 'storybook-self-test',
          maxWorkers,
          include: ['.storybook/test/**/*.selftest.{ts,tsx}'],
          testTimeout: 30_000,
          // The a11y addon throws on violations only in a standalone Vitest run, as the storybook project is.
          env: { VITEST_STORYBOOK: 'false' },
          provide: { updatingScreenshots: updating },
          browser: browser('chromium-self-test'),
        },
      }),
    ],
  },
});
