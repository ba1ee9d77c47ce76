import { describe, expect, it } from 'vitest';
import { budgetMisses, type RunFigures } from './budgets.mjs';

/** A run within every budget. */
function fine(overrides: Partial<RunFigures> = {}): RunFigures {
  return { performance: 0.98, fcp: 900, lcp: 1600, tbt: 60, cls: 0.004, mainThreadMs: 1000, jsKiB: 200, ...overrides };
}

describe('the public pages budgets of bench:lighthouse', () => {
  it('passes pages within every budget, mocks off and on', () => {
    const rows = [
      { mode: 'off', route: '/public/home', runs: [fine(), fine(), fine()] },
      { mode: 'on', route: '/public/home', runs: [fine({ tbt: 400, performance: 0.88 })] },
    ];
    expect(budgetMisses(rows)).toEqual([]);
  });

  it('judges the median of the runs: one slow run does not miss, two do', () => {
    const oneSlow = [fine(), fine({ tbt: 900 }), fine()];
    const twoSlow = [fine({ tbt: 900 }), fine({ tbt: 700 }), fine()];
    expect(budgetMisses([{ mode: 'off', route: '/public/home', runs: oneSlow }])).toEqual([]);
    expect(budgetMisses([{ mode: 'off', route: '/public/home', runs: twoSlow }])).toEqual([
      { route: '/public/home', mode: 'off', label: 'TBT', value: 700, limit: 150 },
    ]);
  });

  it('misses each budget of mocks off at its limit', () => {
    const run = fine({ performance: 0.94, tbt: 151, lcp: 2001, cls: 0.021, mainThreadMs: 9000 });
    const misses = budgetMisses([{ mode: 'off', route: '/public/fleur/order', runs: [run] }]);
    // the main thread's total is printed, not judged: the first tap's budget holds what it costs
    expect(misses.map((miss) => miss.label)).toEqual(['perf', 'TBT', 'LCP', 'CLS']);
  });

  it('holds mocks on to a score of 0.85 and 250 KiB of JavaScript', () => {
    const run = fine({ performance: 0.84, jsKiB: 251, tbt: 900 });
    const misses = budgetMisses([{ mode: 'on', route: '/public/pesanan/7', runs: [run] }]);
    expect(misses.map((miss) => miss.label)).toEqual(['perf', 'JS KiB']);
  });

  it('holds only public pages to the budgets (the login page and the reference are printed, not judged)', () => {
    const slow = [fine({ performance: 0.5, tbt: 2000 })];
    const rows = [
      { mode: 'off', route: '/auth/login', runs: slow },
      { mode: '—', route: 'static page (reference)', runs: slow },
    ];
    expect(budgetMisses(rows)).toEqual([]);
  });
});
