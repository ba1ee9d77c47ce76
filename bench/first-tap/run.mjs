// The first tap on the public pages, as a visitor on a phone makes it (docs/performance.md#the-first-tap): the time
// from the tap to its visible answer, in Chromium with Lighthouse's phone profile applied by the browser itself
// (4× CPU slowdown, slow 4G: 562.5 ms round trip, 1.47 Mbit/s down), on the build made for its backend with the
// in-browser mocks off, the tap 3 s after the load event and, in other loads, 8 s after it. Each tap is measured
// beside a static page's `<details>` menu in the same run (the fastest answer this machine gives a tap). Prints
// every run and each tap's median; exits 1 when a median misses its budget (taps.mjs: 200 ms, the wizard's products
// 1.5 s) or a tap got no answer.
//
//   npm run bench:first-tap
//   npm run bench:first-tap -- --runs 3 --delays 3000 --taps 'home menu,category'
//   npm run bench:first-tap -- --reuse   (measure the build in --dist as it is)
//   npm run bench:first-tap -- --json out.json
//   npm run bench:first-tap -- --trace DIR   (each load's Chromium trace, to open in DevTools' Performance panel)
//
// How a tap is timed, in the page: its pointerdown's timestamp (when the browser took the touch, however busy the
// page then was) to the end of the first frame that shows the answer (the answer's test holds in an animation
// frame; the time is taken in a task after it, once that frame has been drawn). A link's answer is the click that
// reaches it unprevented: the browser then follows it (a new tab for wa.me, checked by the popup that opens).
/* global window, innerHeight -- inside page.evaluate */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { ensureChromium } from '../../scripts/chromium.mjs';
import { stopAll } from '../../scripts/processGroup.mjs';
import { orderPagePath, startSite } from '../site.mjs';
import { median } from '../stats.mjs';
import { answerBudget, SCREENS, TAPS } from './taps.mjs';

const { values: options } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    reuse: { type: 'boolean', default: false },
    runs: { type: 'string', default: '5' },
    delays: { type: 'string', default: '3000,8000' },
    taps: { type: 'string' },
    'port-base': { type: 'string', default: '4041' },
    json: { type: 'string' },
    trace: { type: 'string' },
  },
});
const RUNS = Number(options.runs);
const DELAYS = options.delays.split(',').map(Number);
const CHOSEN = options.taps ? options.taps.split(',').map((name) => name.trim()) : null;
const taps = TAPS.filter((tap) => tap.reference || !CHOSEN || CHOSEN.includes(tap.name));
/** How long a tap waits for its answers before it counts as unanswered. */
const ANSWER_TIMEOUT_MS = 15_000;

/** Lighthouse 13's mobile throttling (slow 4G), as DevTools applies it. */
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

/** The probe, in the page before any of its scripts: the tap's time, then each answer's. */
function probeScript(tap) {
  const tests = Object.entries(tap.answers)
    .filter(([, test]) => test !== 'link')
    .map(([name, test]) => `[${JSON.stringify(name)}, ${test}]`);
  return `(() => {
    const probe = (window.__firstTap = { down: null, answers: {}, before: null });
    const tests = [${tests.join(',')}];
    const pending = () => tests.filter(([name]) => !(name in probe.answers));
    function frame() {
      for (const [name, test] of pending()) {
        let holds = false;
        try { holds = test(); } catch {}
        // the frame being drawn shows it: timed once it has been drawn
        if (holds) { probe.answers[name] = null; setTimeout(() => { probe.answers[name] = performance.now(); }); }
      }
      if (pending().length) requestAnimationFrame(frame);
    }
    addEventListener('pointerdown', (event) => {
      if (probe.down !== null) return;
      probe.down = event.timeStamp;
      const target = event.target instanceof Element ? event.target : null;
      probe.target = target ? target.tagName.toLowerCase() + (target.className ? '.' + String(target.className).split(' ').join('.') : '') : null;
      requestAnimationFrame(frame);
    }, { capture: true, passive: true });
    addEventListener('click', (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (link && !event.defaultPrevented && !('link' in probe.answers)) probe.answers.link = performance.now();
    });
  })();`;
}

let traced = 0;
/** With --trace: the load's timeline, as DevTools records it. */
function startTrace(cdp) {
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  void cdp.send('Tracing.start', {
    categories:
      'toplevel,devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing,loading,disabled-by-default-v8.cpu_profiler',
    transferMode: 'ReportEvents',
  });
  return events;
}
async function saveTrace(cdp, events, name) {
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await complete;
  mkdirSync(options.trace, { recursive: true });
  writeFileSync(join(options.trace, `${name.replaceAll(' ', '-')}.json`), JSON.stringify({ traceEvents: events }));
}

async function measureOnce(browser, tap, url, delay) {
  const screen = SCREENS[tap.screen];
  const context = await browser.newContext({
    ...screen,
    ignoreHTTPSErrors: true,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
  });
  try {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await context.route('https://wa.me/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<p>wa.me</p>' }),
    );
    await context.addInitScript(probeScript(tap));
    const page = await context.newPage();
    if (process.env.FIRST_TAP_DEBUG) page.on('console', (m) => console.log('[page]', m.text()));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const popup = tap.popup ? context.waitForEvent('page', { timeout: ANSWER_TIMEOUT_MS + delay + 10_000 }) : null;
    popup?.catch(() => undefined);
    const trace = options.trace ? startTrace(cdp) : null;
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    const deadline = Date.now() + delay;
    // The target in view (the order page's account number lies below the fold: the visitor scrolls to it). When it
    // is not there yet at the tap's time, the visitor waits for it: that wait counts in the answer's time.
    const target = page.locator(tap.target).first();
    await target.waitFor({ state: 'visible', timeout: delay + ANSWER_TIMEOUT_MS });
    const inView = () =>
      target.evaluate((element) => {
        const box = element.getBoundingClientRect();
        if (box.top < 0 || box.bottom > innerHeight) element.scrollIntoView({ block: 'center' });
      });
    await inView();
    if (tap.before) await page.evaluate(`window.__firstTap.before = ${tap.before}`);
    const late = Math.max(0, Date.now() - deadline);
    await page.waitForTimeout(Math.max(0, deadline - Date.now()));
    // where it is now: the page may have scrolled or laid itself out again meanwhile
    await inView();
    const box = await target.boundingBox();
    if (!box) throw new Error(`${tap.name}: ${tap.target} is not on screen`);
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    if (screen.hasTouch) await page.touchscreen.tap(x, y);
    else await page.mouse.click(x, y);
    const names = Object.keys(tap.answers);
    await page
      .waitForFunction((wanted) => wanted.every((name) => typeof window.__firstTap.answers[name] === 'number'), names, {
        timeout: ANSWER_TIMEOUT_MS,
        polling: 100,
      })
      .catch(() => undefined);
    const { down, answers, target: tapped } = await page.evaluate(() => window.__firstTap);
    if (trace) await saveTrace(cdp, trace, `${tap.name}-${delay}-${++traced}`);
    const result = {};
    for (const name of names)
      result[name] = typeof answers[name] === 'number' && down !== null ? late + answers[name] - down : NaN;
    if (late) result.targetLateBy = late;
    if (names.some((name) => !Number.isFinite(result[name]))) result.tapped = tapped ?? 'nothing';
    if (
      popup &&
      !(await popup.then(
        () => true,
        () => false,
      ))
    )
      result.link = NaN;
    return result;
  } finally {
    await context.close();
  }
}

const ms = (value) => (Number.isFinite(value) && value < 1e9 ? `${Math.round(value)} ms` : 'no answer');

try {
  const site = await startSite({
    dist: options.dist,
    reuse: options.reuse,
    portBase: Number(options['port-base']),
    tls: true,
    modes: ['off'],
    name: 'first-tap',
  });
  const orderPage = taps.some((tap) => tap.path === '{order-page}') ? await orderPagePath(site.mockUrl) : null;
  const chromePath = await ensureChromium();
  const version = spawnSync(chromePath, ['--version'], { encoding: 'utf8' }).stdout.trim();
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  const rows = [];
  try {
    for (const delay of DELAYS) {
      for (const tap of taps) {
        const origin = tap.page === 'static' ? site.staticOrigin : site.offOrigin;
        const url = `${origin}${tap.path === '{order-page}' ? orderPage : tap.path}`;
        const runs = [];
        for (let n = 1; n <= RUNS; n++) {
          const run = await measureOnce(browser, tap, url, delay);
          runs.push(run);
          const figures = Object.entries(run).map(
            ([name, value]) => `${name} ${typeof value === 'string' ? value : ms(value)}`,
          );
          console.log(`[first-tap] ${tap.name}, tap ${delay / 1000} s after load, #${n}: ${figures.join(', ')}`);
        }
        for (const answer of Object.keys(tap.answers)) {
          const values = runs.map((run) => run[answer]);
          // an unanswered tap counts as the slowest: the median is 'no answer' when most went unanswered
          const value = median(values.map((v) => (Number.isFinite(v) ? v : Number.MAX_VALUE)));
          rows.push({
            tap: tap.name,
            answer,
            delay,
            median: value,
            runs: values,
            budget: tap.reference ? null : answerBudget(tap, answer),
          });
        }
      }
    }
  } finally {
    await browser.close();
  }
  console.log(
    `\nFirst tap on ${version}, ${CPU_SLOWDOWN}× CPU, slow 4G, ${options.dist} (mocks off), median of ${RUNS}:\n`,
  );
  console.log('| tap | answer | tap after load | median | budget | runs |');
  console.log('|---|---|---|---|---|---|');
  for (const row of rows)
    console.log(
      `| ${row.tap} | ${row.answer} | ${row.delay / 1000} s | ${ms(row.median)} | ${row.budget ? `${row.budget} ms` : 'reference'} | ${row.runs.map((v) => (Number.isFinite(v) ? Math.round(v) : '–')).join(', ')} |`,
    );
  if (options.json) writeFileSync(options.json, JSON.stringify(rows, null, 2));
  const misses = rows.filter((row) => row.budget !== null && !(row.median <= row.budget));
  for (const miss of misses)
    console.log(
      `[first-tap] over budget: ${miss.tap} (${miss.answer}), ${miss.delay / 1000} s after load: ${ms(miss.median)} (budget ${miss.budget} ms)`,
    );
  console.log(misses.length ? `${misses.length} budget(s) missed.` : 'Every tap answered within its budget.');
  process.exitCode = misses.length ? 1 : 0;
} finally {
  await stopAll();
}
