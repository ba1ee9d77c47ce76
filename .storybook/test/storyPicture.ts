import { page, type Locator } from 'vitest/browser';

/**
 * What makes a story's picture the same on every run: the clock stands at 10:00 in the shop
 * (Asia/Jakarta) on Monday 23 November 2026, and nothing moves (no animation, transition or caret).
 */
export const STORY_CLOCK = new Date('2026-11-23T10:00:00+07:00');

export const steadyPictureStyle = {
  id: 'story-picture-steady',
  element(): HTMLStyleElement {
    const style = document.createElement('style');
    style.id = this.id;
    style.textContent = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important; animation-iteration-count: 1 !important;
  transition: none !important; caret-color: transparent !important; scroll-behavior: auto !important;
}`;
    return style;
  },
};

const FIRST_SCREEN_TEST_ID = 'story-first-screen';

/**
 * The story's first screen, to picture: an empty box over the window, behind everything, added to the
 * page when missing (a picture of an element is the page's pixels in the element's box). The browser
 * paints a story's frame only as far as its window (1366 × 900), so a picture of the whole body would
 * be blank below it. Found by its test id: a locator by position would also match the story's elements.
 */
export function firstScreen(): Locator {
  if (!document.querySelector(`[data-testid="${FIRST_SCREEN_TEST_ID}"]`)) {
    const frame = document.createElement('div');
    frame.setAttribute('aria-hidden', 'true');
    frame.dataset.testid = FIRST_SCREEN_TEST_ID;
    frame.style.cssText = 'position: fixed; inset: 0; z-index: -2147483647; pointer-events: none;';
    document.body.append(frame);
  }
  return page.getByTestId(FIRST_SCREEN_TEST_ID);
}

/** Takes the first-screen box away again. */
export function removeFirstScreen(): void {
  document.querySelector(`[data-testid="${FIRST_SCREEN_TEST_ID}"]`)?.remove();
}
