import type { BrowserCommand } from 'vitest/node';

/**
 * The story page's structure as text: Playwright's ARIA snapshot of the test frame's body (every role,
 * accessible name, level, state and visible text, link targets; no markup, classes or ids). Run on the
 * server, where the browser is driven; the story run stores it with `toMatchSnapshot`, so the whole
 * tree must match, an element gained as much as one lost (docs/design-review.md#why-aria-snapshots).
 */
export const pageAriaSnapshot: BrowserCommand<[]> = async (context) => {
  return context.iframe.locator('body').ariaSnapshot();
};

declare module 'vitest/browser' {
  interface BrowserCommands {
    pageAriaSnapshot: () => Promise<string>;
  }
}
