import { waitFor } from '@testing-library/dom';
import { expect } from 'vitest';
import { page, type Locator } from 'vitest/browser';
import { MAIN_LOADER_MS } from '../../src/components/layout/MainLoader';
import { SWAL_RESTORE_FOCUS_MS } from '../../src/test/swalTiming';

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
}
/* Drawn at once: whether the browser has drawn a \`content-visibility: auto\` box yet depends on timing. */
* { content-visibility: visible !important; }`;
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

/** When a sweetalert2 dialog last closed (performance.now(), which the story clock leaves running). */
let dialogClosedAt = Number.NEGATIVE_INFINITY;
new MutationObserver((records) => {
  const closed = records.some((record) =>
    [...record.removedNodes].some((node) => node instanceof Element && node.classList.contains('swal2-container')),
  );
  if (closed) dialogClosedAt = performance.now();
}).observe(document.body, { childList: true });

/**
 * What a story's picture must not depend on: how fast its mock answered, or how soon after the play.
 * - The layouts' main loader covers their first 500 ms (MainLoader): a picture taken sooner showed the
 *   loader instead of the page. The picture waits for it to go; the loader's own stories hold it for a
 *   minute and are pictured with it.
 * - A dialog the play closed gives the focus back to what had it (sweetalert2, 100 ms later): a picture
 *   taken sooner showed the page without that focus. The picture waits for it.
 * - A form's submit button the play clicked keeps its focus ring when the mock answered before the button
 *   was disabled for saving, and loses it when it answered after. The picture is taken without that
 *   focus; any other focus (a field, the button a Tab reached, a dialog's button) is pictured.
 */
export async function settleForPicture(): Promise<void> {
  const loader = document.querySelector<HTMLElement>('[data-testid="main-loader"]');
  const loaderMs = Number.parseInt(loader?.style.getPropertyValue('--main-loader-ms') ?? '', 10);
  if (loader && loaderMs <= MAIN_LOADER_MS) {
    await waitFor(() => expect(document.querySelector('[data-testid="main-loader"]')).toBeNull(), { timeout: 5_000 });
  }
  const untilFocusBack = dialogClosedAt + SWAL_RESTORE_FOCUS_MS + 50 - performance.now();
  if (untilFocusBack > 0) await new Promise((resolve) => setTimeout(resolve, untilFocusBack));
  const focused = document.activeElement;
  if (focused instanceof HTMLButtonElement && focused.type === 'submit' && focused.form) {
    focused.blur();
  }
}
