import { defineConfig, devices } from '@playwright/test';
import type { MockScenarioOption } from './e2e/fixtures';
import { DATED_JOURNEY_PROJECT, DATED_JOURNEY_TAG, datedTestsApart } from './scripts/datedTests.mjs';
import { SNAPSHOT_DIST } from './scripts/e2eDist.mjs';

/**
 * E2E against the production build in Debian's (or Playwright's) Chromium.
 * Two ways to reach a backend, as staging would:
 *  - `mocked`: the build with in-browser mocks (config.json useMocks true);
 *  - `todays-backend`: the `@todays-backend` journeys, the ones whose behaviour differs without the proposed
 *    calls, on the mocked build with those calls answering 404 (the backend as it is today);
 *  - `without-gateway`: the `@without-gateway` journeys, those whose screens payments by gateway change, on the
 *    mocked build with only the gateway's calls answering 404 (`proposed:off:Gateway`): as before it;
 *  - `without-words`: the `@without-words` journeys, those whose screens the card message and the bunga papan
 *    composer change, on the mocked build with only the message templates' calls answering 404
 *    (`proposed:off:MessageTemplates`): no 'Kartu ucapan' apart, no composer, as before them;
 *  - `http-backend`: the same build with mocks off, pointed at `npm run mock:server`
 *    by config.json alone;
 *  - `snapshot-build`: the `@snapshot-build` journeys on the build made for a backend (PRERENDER_API_BASE_URL),
 *    mocks off, pointed at `mock:server`: its public pages are complete in the HTML and their app waits for the
 *    visitor's first action.
 * Run through `npm run test:e2e`, which finds Chromium and sets CHROMIUM_PATH.
 */
// E2E_PORT_BASE and E2E_DIST let several checkouts (or developers) run suites side by side.
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 0);
const MOCK_SERVER_PORT = PORT_BASE ? PORT_BASE : 4010;
const MOCKED_PORT = PORT_BASE ? PORT_BASE + 1 : 4173;
const HTTP_BACKEND_PORT = PORT_BASE ? PORT_BASE + 2 : 4174;
const SNAPSHOT_BUILD_PORT = PORT_BASE ? PORT_BASE + 3 : 4175;
const DIST = process.env.E2E_DIST ?? 'dist';
const OUTPUT = PORT_BASE ? `test-results-${PORT_BASE}` : 'test-results';
process.env.E2E_MOCK_SERVER_URL = `http://127.0.0.1:${MOCK_SERVER_PORT}`;
const backendConfig = JSON.stringify({
  useMocks: false,
  shopApiBaseUrl: `http://127.0.0.1:${MOCK_SERVER_PORT}`,
  authApiBaseUrl: `http://127.0.0.1:${MOCK_SERVER_PORT}`,
});

const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH || undefined,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig<MockScenarioOption>({
  testDir: './e2e',
  outputDir: OUTPUT,
  // Two workers: the in-browser-mock journeys (each with its own browser context and mock database) run two
  // at a time, test by test; the http-backend journeys share one mock:server and run one at a time
  // (docs/performance.md has the suite's time).
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    // Recorded on a retry only: taking a trace of every run slows each test noticeably on a 2-core machine.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
  },
  projects: [
    {
      // First in the queue: its journeys run one at a time on one worker while the other takes the in-browser ones.
      name: 'http-backend',
      grep: /@both|@http-backend/,
      workers: 1,
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${HTTP_BACKEND_PORT}`, launchOptions },
    },
    {
      name: DATED_JOURNEY_PROJECT,
      // npm test runs the dated journeys at test:dates' first instant instead (scripts/datedTests.mjs)
      grepInvert: datedTestsApart()
        ? new RegExp(`@http-backend|@snapshot-build|${DATED_JOURNEY_TAG}`)
        : /@http-backend|@snapshot-build/,
      fullyParallel: true,
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${MOCKED_PORT}`, launchOptions },
    },
    {
      // Today's backend: the build with in-browser mocks whose proposed operations (x-proposed) answer 404
      // (docs/mock-backend.md, proposed:off). Only the journeys that take another path there: one that touches no
      // proposed call would repeat the `mocked` run step for step.
      name: 'todays-backend',
      grep: /@todays-backend/,
      fullyParallel: true,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://127.0.0.1:${MOCKED_PORT}`,
        launchOptions,
        mockScenario: 'proposed:off',
      },
    },
    {
      name: 'without-gateway',
      grep: /@without-gateway/,
      fullyParallel: true,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://127.0.0.1:${MOCKED_PORT}`,
        launchOptions,
        mockScenario: 'proposed:off:Gateway',
      },
    },
    {
      name: 'without-words',
      grep: /@without-words/,
      fullyParallel: true,
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://127.0.0.1:${MOCKED_PORT}`,
        launchOptions,
        mockScenario: 'proposed:off:MessageTemplates',
      },
    },
    {
      name: 'snapshot-build',
      grep: /@snapshot-build/,
      fullyParallel: true,
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${SNAPSHOT_BUILD_PORT}`, launchOptions },
    },
  ],
  webServer: [
    {
      command: `npm run -s mock:server -- --port ${MOCK_SERVER_PORT} --fresh --quiet --data ${OUTPUT}/e2e-mock-db.json`,
      url: `http://127.0.0.1:${MOCK_SERVER_PORT}/api/general`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    // The build served the way it is deployed: nginx with the shipped config, headers and CSP (docs/deployment.md).
    {
      command: `npm run -s serve:prod -- --dist ${DIST} --port ${MOCKED_PORT}`,
      url: `http://127.0.0.1:${MOCKED_PORT}/config.json`,
      reuseExistingServer: false,
    },
    {
      command: `npm run -s serve:prod -- --dist ${DIST} --port ${HTTP_BACKEND_PORT} --config '${backendConfig}'`,
      url: `http://127.0.0.1:${HTTP_BACKEND_PORT}/config.json`,
      reuseExistingServer: false,
    },
    {
      command: `npm run -s serve:prod -- --dist ${SNAPSHOT_DIST} --port ${SNAPSHOT_BUILD_PORT} --config '${backendConfig}'`,
      url: `http://127.0.0.1:${SNAPSHOT_BUILD_PORT}/config.json`,
      reuseExistingServer: false,
    },
  ],
});
