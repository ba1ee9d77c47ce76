// The tests whose subject comes from dates (scripts/test-at-dates.mjs runs them with the machine's clock moved to
// other days, hours and zones). `npm test` runs them there, at each of its instants, and leaves them out of its
// plain unit and Playwright runs (DATED_TESTS_APART=1), so CI runs each of them at the instants, not a fourth time
// at whatever day the machine has. `npm run test:unit` and `npm run test:e2e` alone still run everything.

/** The unit and component tests that read the seed's dates or the shop's today. */
export const DATED_UNIT_PATHS = [
  'mocks/seed',
  'mocks/db',
  'src/features/delivery-board',
  'src/features/order-print',
  'src/features/shell',
  'src/features/reports',
  'src/features/analytics',
  'src/features/order-wizard/pages',
  'src/lib/dates',
];

/**
 * The journeys tagged @dates: they place orders for a day relative to today, or read today's and late deliveries
 * (the bell, the inbox, the board, the CSV's dates, tomorrow's tickets). test:dates runs them in the `mocked`
 * project, with the in-browser mock backend, so the seed is built by the browser at the moved clock.
 */
export const DATED_JOURNEY_TAG = '@dates';
export const DATED_JOURNEY_PROJECT = 'mocked';

/** Whether this run leaves the dated tests to test:dates. */
export const datedTestsApart = () => process.env.DATED_TESTS_APART === '1';

/** Vitest `exclude` globs for the dated unit folders, when they are left to test:dates. */
export const datedUnitExclude = () => (datedTestsApart() ? DATED_UNIT_PATHS.map((path) => `${path}/**`) : []);
