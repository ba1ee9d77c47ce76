// The public pages' budgets (docs/performance.md): what `npm run bench:lighthouse` holds each measured
// page to, on the medians of its runs. Main-thread work is judged against a static one-paragraph page
// measured in the same run, so the budget follows the browser and the machine rather than a fixed figure.
import { medians } from './summary.mjs';

/** The pages under budget: the public ones a customer opens from a shared link. */
export const isBudgetedRoute = (route) => route.startsWith('/public/');

/** Times the static page's main-thread work a budgeted page may take. */
export const MAIN_THREAD_FACTOR = 3;

export const BUDGETS = {
  off: [
    { key: 'performance', label: 'perf', limit: 0.95, atLeast: true },
    { key: 'tbt', label: 'TBT', limit: 150 },
    { key: 'lcp', label: 'LCP', limit: 2000 },
    { key: 'cls', label: 'CLS', limit: 0.02 },
    { key: 'mainThreadMs', label: 'main thread', relative: MAIN_THREAD_FACTOR },
  ],
  on: [
    { key: 'performance', label: 'perf', limit: 0.85, atLeast: true },
    { key: 'jsKiB', label: 'JS KiB', limit: 250 },
  ],
};

/**
 * The budgets a row misses: [{ route, mode, label, value, limit }]. `staticMainThreadMs` is the static page's
 * median main-thread time of the same run (a relative budget is missed when it is unknown).
 */
export function budgetMisses(rows, staticMainThreadMs) {
  const misses = [];
  for (const row of rows) {
    if (!isBudgetedRoute(row.route)) continue;
    const values = medians(row.runs);
    for (const budget of BUDGETS[row.mode] ?? []) {
      const limit = budget.relative ? budget.relative * staticMainThreadMs : budget.limit;
      const value = values[budget.key];
      const ok = Number.isFinite(value) && Number.isFinite(limit) && (budget.atLeast ? value >= limit : value <= limit);
      if (!ok) misses.push({ route: row.route, mode: row.mode, label: budget.label, value, limit });
    }
  }
  return misses;
}
