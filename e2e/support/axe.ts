import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { WCAG_A_AA_TAGS } from '../../src/test/wcagTags';
import { expect } from '../fixtures';

/**
 * The page at rest: reduced motion asked for (Bootstrap's and the app's transitions then stop) and
 * every finite animation or transition finished; endless ones (a spinner) run on. A colour caught half
 * way through a transition is one nobody reads: after a click, the button that replaced the clicked one
 * sits under the pointer and fades into its hover colours.
 */
async function settle(page: Page) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const finite = document
      .getAnimations()
      .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity));
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * axe's WCAG 2.0/2.1 A and AA rules, plus label-content-name-mismatch (WCAG 2.5.3, flagged experimental
 * by axe), on the page at rest; each violation as `rule: target — what is wrong` (its first five places).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await settle(page);
  try {
    // runOnly and rules in one options object: a later .options() call replaces what .withTags() set.
    const results = await new AxeBuilder({ page })
      .options({
        runOnly: { type: 'tag', values: WCAG_A_AA_TAGS },
        rules: { 'label-content-name-mismatch': { enabled: true } },
      })
      .analyze();
    return results.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes
          .slice(0, 5)
          .map((node) => `${node.target.join(' ')} — ${node.failureSummary?.split('\n')[1]?.trim() ?? ''}`)
          .join('; ')}`,
    );
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
}

/**
 * axe at a phone's width (390 px) and a laptop's (1366 px), each reported on its own; the window is left at 1366 px.
 */
export async function expectNoAxeViolationsAtBothWidths(page: Page) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    expect.soft(await axeViolations(page), `axe at ${width} px`).toEqual([]);
  }
}
