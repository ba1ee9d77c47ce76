// Lighthouse 13, mobile defaults (simulated slow 4G, 4x CPU), against the
// production build served precompressed like a static host: the home page, the
// order wizard and a customer's order page, three runs each, with the in-browser
// mocks off (pointed at `mock:server`, as staging and production are) and on,
// and a static one-paragraph page served the same way in the same run as the
// reference. Prints the medians and holds each public page to its budgets
// (budgets.mjs, docs/performance.md): exits 1 when one is missed.
//
// Served over HTTPS as production is: the build over HTTP/2 (static hosts
// serve HTTP/2), `mock:server` over HTTPS, each with a certificate made for the
// run. Lighthouse's simulation treats the two protocols very differently: over
// HTTP/1.1 six connections per origin and a round trip for every request, over
// HTTP/2 one connection that carries them all. `--protocol http1` measures
// plain HTTP/1.1 as the earlier tables did.
//
//   npm run bench:lighthouse
//   npm run bench:lighthouse -- --protocol http1
//   npm run bench:lighthouse -- --runs 5 --modes off --routes /public/home
//   npm run bench:lighthouse -- --dist /tmp/dist --port-base 4840 --json out.json
//   npm run bench:lighthouse -- --save /tmp/lhr   (every run's full report, to open in the Lighthouse viewer)
//   npm run bench:lighthouse -- --routes '{order-page},/auth/login'   ({order-page}: see orderPageLink)
//   npm run bench:lighthouse -- --reuse   (measure the build in --dist as it is)
//
// Builds first (unless --reuse finds a build), reading the order page's
// categories from the run's mock:server, so the build measured is today's code
// with its category snapshot. A benchmark, not a test: figures vary with the
// machine's load, which is why each page is printed beside the static page of
// the same run.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureChromium } from '../../scripts/chromium.mjs';
import { stopAll } from '../../scripts/processGroup.mjs';
import { orderPagePath, startSite } from '../site.mjs';
import { budgetMisses } from './budgets.mjs';
import { figures, markdownTable } from './summary.mjs';
import { loadLighthouse } from './tool.mjs';

const { values: options } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    reuse: { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    routes: { type: 'string', default: '/public/home,/public/fleur/order,{order-page}' },
    modes: { type: 'string', default: 'off,on' },
    'port-base': { type: 'string', default: '4031' },
    json: { type: 'string' },
    save: { type: 'string' },
    protocol: { type: 'string', default: 'h2' },
  },
});

const { lighthouse, chromeLauncher, version: LIGHTHOUSE_VERSION } = await loadLighthouse();
const DIST = options.dist;
const RUNS = Number(options.runs);
const ROUTES = options.routes
  .split(',')
  .map((route) => route.trim())
  .filter(Boolean);
const MODES = options.modes
  .split(',')
  .map((mode) => mode.trim())
  .filter((mode) => mode === 'off' || mode === 'on');
if (!['h2', 'http1'].includes(options.protocol))
  throw new Error(`--protocol must be h2 or http1, not ${options.protocol}`);
const TLS = options.protocol === 'h2';
const STATIC_ROUTE = '/';

const LIGHTHOUSE_FLAGS = {
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  // Mobile defaults of Lighthouse 13: Moto G Power emulation, simulated slow 4G and 4x CPU.
};

/** One Lighthouse run; a crashed tab (it happens on a loaded machine) is tried again once. */
async function runOnce(port, url, retry = true) {
  try {
    const result = await lighthouse(url, { ...LIGHTHOUSE_FLAGS, port });
    if (options.save) saveReport(url, result.report);
    return figures(result.lhr);
  } catch (error) {
    if (!retry) throw error;
    console.warn(`[lighthouse] ${url}: ${error.code ?? error.message}; trying again`);
    return runOnce(port, url, false);
  }
}

let saved = 0;
/** With --save DIR: the run's full JSON report, named by order, port and route. */
function saveReport(url, report) {
  mkdirSync(options.save, { recursive: true });
  const { port, pathname } = new URL(url);
  saved += 1;
  writeFileSync(
    join(options.save, `${String(saved).padStart(2, '0')}-${port}${pathname.replaceAll('/', '_')}.json`),
    report,
  );
}

const ORDER_PAGE = '{order-page}';

let chrome;
try {
  const site = await startSite({
    dist: DIST,
    reuse: options.reuse,
    portBase: Number(options['port-base']),
    tls: TLS,
    modes: MODES,
    name: 'lighthouse',
  });
  if (ROUTES.includes(ORDER_PAGE)) {
    const link = await orderPagePath(site.mockUrl);
    console.log(`[lighthouse] ${ORDER_PAGE}: ${link}`);
    ROUTES.splice(ROUTES.indexOf(ORDER_PAGE), 1, link);
  }
  // Also when a crashed tab ends the process from an event handler, no Chromium stays behind.
  process.once('exit', () => void chrome?.kill());
  const chromePath = await ensureChromium();
  const browser = spawnSync(chromePath, ['--version'], { encoding: 'utf8' }).stdout.trim().split('\n')[0];
  chrome = await chromeLauncher.launch({
    chromePath,
    // The servers' certificates are made for the run: accepted without a warning, as a real one would be.
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--disable-background-networking',
      ...(TLS ? ['--ignore-certificate-errors'] : []),
    ],
  });

  const rows = [];
  /** The runs of one page, each printed as it ends. */
  async function measure(label, url) {
    const runs = [];
    for (let n = 1; n <= RUNS; n++) {
      const run = await runOnce(chrome.port, url);
      runs.push(run);
      console.log(
        `[lighthouse] ${label} #${n}: perf ${run.performance} FCP ${Math.round(run.fcp)} LCP ${Math.round(run.lcp)} TBT ${Math.round(run.tbt)} CLS ${run.cls.toFixed(3)} main thread ${Math.round(run.mainThreadMs)}` +
          `${run.runtimeError ? ` ERROR ${run.runtimeError}` : ''}  LCP element: ${run.lcpElement.slice(0, 80)}`,
      );
    }
    return runs;
  }
  const staticRuns = await measure('static page', `${site.staticOrigin}${STATIC_ROUTE}`);
  rows.push({ mode: '—', route: 'static page (reference)', runs: staticRuns });
  for (const mode of MODES) {
    const origin = mode === 'off' ? site.offOrigin : site.onOrigin;
    for (const route of ROUTES) {
      rows.push({ mode, route, runs: await measure(`mocks ${mode} ${route}`, `${origin}${route}`) });
    }
  }

  const served = TLS ? 'over HTTP/2 and HTTPS' : 'over HTTP/1.1';
  console.log(
    `\nLighthouse ${LIGHTHOUSE_VERSION} mobile (simulated slow 4G, 4x CPU) on ${browser}, median of ${RUNS} runs, ${DIST} served precompressed ${served}:\n`,
  );
  console.log(markdownTable(rows));
  if (options.json) writeFileSync(options.json, JSON.stringify(rows, null, 2));
  const misses = budgetMisses(rows);
  for (const miss of misses) {
    console.log(
      `[lighthouse] over budget: mocks ${miss.mode} ${miss.route} ${miss.label} ${Number(miss.value.toFixed(3))} (limit ${Number(miss.limit.toFixed(3))})`,
    );
  }
  console.log(misses.length ? `${misses.length} budget(s) missed.` : 'Every public page within its budgets.');
  process.exitCode = misses.length ? 1 : 0;
} finally {
  await chrome?.kill();
  await stopAll();
}
