// Runs the tests whose subject comes from dates — the seed's orders are placed
// relative to "today", the board and the notifications count today's and late
// deliveries, the wizard's earliest day is the shop's tomorrow — with the whole
// machine's clock moved to other days and hours, and in other machine time zones.
//
// Every process of a run (Vitest, Playwright's runner, `mock:server`, the static
// server and Chromium) starts at the chosen instant under libfaketime and its
// clock runs on from there, so the seed, the app and the assertions all agree
// on the same "today" — as on a real machine on that day.
//
//   npm run test:dates                       # every instant below, unit and e2e (@dates)
//   npm run test:dates -- --only unit        # or: --only e2e
//   npm run test:dates -- --e2e-at first     # unit at every instant, e2e at the first
//   npm run test:dates -- --only stories     # every story, its pictures too, at the last instant
//   npm run test:dates -- --e2e-at first --stories   # both (npm test, CI)
//   npm run test:dates -- --at 2027-01-01T00:05:00+07:00 --tz Asia/Tokyo
//
// Needs `faketime` (Debian's package of the same name; installed when missing
// and running as root, as CI does) and a production build for the e2e part.
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { ensureChromium } from './chromium.mjs';
import { DATED_JOURNEY_PROJECT, DATED_JOURNEY_TAG, DATED_UNIT_PATHS } from './datedTests.mjs';
import { ensureE2eBuilds } from './e2eBuilds.mjs';

/**
 * The instants, chosen at the edges the rules care about: just after the
 * shop's midnight (UTC is still on the day before), late on the last day of
 * a year, and a leap day at midday — each in a machine zone other than the
 * shop's.
 */
export const INSTANTS = [
  { at: '2026-11-30T00:05:00+07:00', tz: 'UTC' },
  { at: '2026-12-31T23:40:00+07:00', tz: 'America/Los_Angeles' },
  { at: '2028-02-29T12:30:00+07:00', tz: 'Asia/Tokyo' },
];

/** The dated journeys at an instant: the in-browser mock's project (datedTests.mjs). */
export const E2E_ARGS = ['--grep', DATED_JOURNEY_TAG, '--project', DATED_JOURNEY_PROJECT];

/**
 * The story catalogue (scripts/test-stories.mjs): a story shows the story clock's day, never the
 * machine's, so its committed pictures must match on any day. Run at the last instant, years from the
 * day any picture was taken, a picture that caught the real date fails.
 */
export const STORIES_ARGS = ['scripts/test-stories.mjs'];

/**
 * `YYYY-MM-DD HH:MM:SS` of the instant on the wall clock of `timeZone` — libfaketime reads its start time in the
 * process's zone.
 */
export function faketimeStart(instant, timeZone) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return `@${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

function ensureFaketime() {
  if (spawnSync('sh', ['-c', 'command -v faketime'], { stdio: 'ignore' }).status === 0) return;
  if (process.getuid?.() === 0 && spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0) {
    console.log("[dates] installing Debian's faketime");
    const install = spawnSync(
      'sh',
      [
        '-c',
        'apt-get install -y -qq faketime >/dev/null || (apt-get update -qq && apt-get install -y -qq faketime >/dev/null)',
      ],
      {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      },
    );
    if (install.status === 0) return;
  }
  console.error("[dates] faketime is missing: install Debian's faketime package");
  process.exit(1);
}

function runAt({ at, tz }, command, args, env = {}) {
  console.log(`\n[dates] ${at} (machine zone ${tz}): ${command} ${args.join(' ')}`);
  const result = spawnSync('faketime', ['-f', faketimeStart(at, tz), command, ...args], {
    stdio: 'inherit',
    env: { ...process.env, ...env, TZ: tz },
  });
  return result.status ?? 1;
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const { values } = parseArgs({
    options: {
      only: { type: 'string' },
      at: { type: 'string', multiple: true },
      tz: { type: 'string', default: 'UTC' },
      'e2e-at': { type: 'string', default: 'all' },
      stories: { type: 'boolean', default: false },
    },
  });
  const instants = values.at?.length ? values.at.map((at) => ({ at, tz: values.tz })) : INSTANTS;
  const parts = values.only ? [values.only] : ['unit', 'e2e', ...(values.stories ? ['stories'] : [])];
  ensureFaketime();

  let chromium;
  if (parts.includes('e2e')) {
    chromium = await ensureChromium();
    // Playwright starts the servers of every build it serves, the @dates journeys' or not.
    await ensureE2eBuilds();
  }

  const failures = [];
  const passed = [];
  /** Runs one part at one instant and records the outcome. */
  const part = (name, instant, command, args, env) =>
    (runAt(instant, command, args, env) === 0 ? passed : failures).push(`${name} at ${instant.at}`);
  for (const [index, instant] of instants.entries()) {
    if (parts.includes('unit')) part('unit', instant, 'npx', ['vitest', 'run', ...DATED_UNIT_PATHS]);
    const e2eHere = values['e2e-at'] === 'all' || index === 0;
    if (parts.includes('e2e') && e2eHere)
      part('e2e', instant, 'npx', ['playwright', 'test', ...E2E_ARGS], { CHROMIUM_PATH: chromium });
    if (parts.includes('stories') && index === instants.length - 1) part('stories', instant, 'node', STORIES_ARGS);
  }
  if (failures.length > 0) {
    console.error(`\n[dates] failed: ${failures.join(', ')}`);
    process.exit(1);
  }
  console.log(`\n[dates] passed: ${passed.join(', ')}`);
}
