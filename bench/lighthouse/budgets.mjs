// The public pages' budgets (docs/performance.md): what `npm run bench:lighthouse` holds each measured
// page to, on the medians of its runs. What a visitor waits for at load (score, blocking time, the largest
// paint, shifts); the main thread's total is printed beside a static page's of the same run, not judged:
// the first tap's budget (bench/first-tap) holds what that work costs the visitor.
import { medians } from './summary.mjs';

/** The pages under budget: the public ones a customer opens from a shared link. */
export const isBudgetedRoute = (route) => route.startsWith('/public/');

export const BUDGETS = {
  off: [
    { key: 'performance', label: 'perf', limit: 0.95, atLeast: true },
    { key: 'tbt', label: 'TBT', limit: 150 },
    { key: 'lcp', label: 'LCP', limit: 2000 },
    { key: 'cls', label: 'CLS', limit: 0.02 },
  ],
  on: [
    { key: 'performance', label: 'perf', limit: 0.85, atLeast: true },
    { key: 'jsKiB', label: 'JS KiB', limit: 250 },
  ],
};

/** The budgets a row misses: [{ route, mode, label, value, limit }]. */
export function budgetMisses(rows) {
  const misses = [];
  for (const row of rows) {
    if (!isBudgetedRoute(row.route)) continue;
    const values = medians(row.runs);
    for (const budget of BUDGETS[row.mode] ?? []) {
      const { limit } = budget;
      const value = values[budget.key];
      const ok = Number.isFinite(value) && (budget.atLeast ? value >= limit : value <= limit);
      if (!ok) misses.push({ route: row.route, mode: row.mode, label: budget.label, value, limit });
    }
  }
  return misses;
}
