// Turns Lighthouse results (LHR objects) into the figures of the performance
// table (docs/performance.md) and prints their medians as a Markdown table.
import { median } from '../stats.mjs';

export const METRICS = [
  { key: 'performance', label: 'perf', format: (v) => v.toFixed(2) },
  { key: 'fcp', label: 'FCP', format: (v) => `${(v / 1000).toFixed(2)} s` },
  { key: 'lcp', label: 'LCP', format: (v) => `${(v / 1000).toFixed(2)} s` },
  { key: 'tbt', label: 'TBT', format: (v) => `${Math.round(v)} ms` },
  { key: 'cls', label: 'CLS', format: (v) => v.toFixed(3) },
  { key: 'mainThreadMs', label: 'main thread', format: (v) => `${(v / 1000).toFixed(2)} s` },
  { key: 'jsKiB', label: 'JS transferred', format: (v) => `${v.toFixed(0)} KiB` },
  { key: 'accessibility', label: 'a11y', format: (v) => v.toFixed(2) },
  { key: 'bestPractices', label: 'BP', format: (v) => v.toFixed(2) },
  { key: 'seo', label: 'SEO', format: (v) => v.toFixed(2) },
];

/** The figures of one run. */
export function figures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scriptBytes = requests
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    performance: lhr.categories.performance?.score ?? NaN,
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    mainThreadMs: audit('mainthread-work-breakdown'),
    jsKiB: scriptBytes / 1024,
    accessibility: lhr.categories.accessibility?.score ?? NaN,
    bestPractices: lhr.categories['best-practices']?.score ?? NaN,
    seo: lhr.categories.seo?.score ?? NaN,
    lcpElement: lcpSnippet(lhr),
    runtimeError: lhr.runtimeError?.code ?? null,
  };
}

/** The LCP element's markup, from Lighthouse 13's LCP breakdown insight (a node among its details). */
function lcpSnippet(lhr) {
  const found = JSON.stringify(lhr.audits['lcp-breakdown-insight']?.details ?? {}).match(
    /"snippet":"((?:[^"\\]|\\.)*)"/,
  );
  return found ? JSON.parse(`"${found[1]}"`) : '';
}

/** Medians per metric of several runs' figures. */
export function medians(runs) {
  return Object.fromEntries(METRICS.map(({ key }) => [key, median(runs.map((run) => run[key]))]));
}

/** rows: [{ mode, route, runs: figures[] }] → Markdown table of the medians. */
export function markdownTable(rows) {
  const header = ['mocks', 'route', ...METRICS.map((metric) => metric.label)];
  const lines = [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`];
  for (const row of rows) {
    const values = medians(row.runs);
    const cells = METRICS.map(({ key, format }) => (Number.isFinite(values[key]) ? format(values[key]) : 'n/a'));
    lines.push(`| ${row.mode} | ${row.route} | ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}
