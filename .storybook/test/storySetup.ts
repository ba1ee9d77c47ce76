import { within } from '@testing-library/dom';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { commands, page } from 'vitest/browser';
import { isPhoneStory, isPicturedStory } from '../storyMarks';
import { PHONE_VIEWPORT } from '../viewports';
import { indonesianLeftIn } from './indonesianLeft';
import { pendingRequests, startCountingRequests } from './pendingRequests';
import { phoneAxeViolations } from './phoneAxe';
import { readableAriaSnapshot } from './readableAriaSnapshot';
import { firstScreen, removeFirstScreen, settleForPicture, STORY_CLOCK, steadyPictureStyle } from './storyPicture';

/**
 * Stories that show a call still waiting (their mock never answers): their snapshot does not wait for it.
 * Every other story's snapshot waits until its calls have answered.
 */
const WAITING_STORY = /loading|saving|submitting|signing in|unlocking|checking/i;

/**
 * The route error page's title ('Terjadi kesalahan' / 'Something went wrong'), not a form's 'Terjadi kesalahan saat
 * …'.
 */
const CRASH_TEXT = /something went wrong|terjadi kesalahan$/i;

function holdStoryClock() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(STORY_CLOCK);
}

// Already while the story file loads: a date it computes at load time is the story clock's too.
holdStoryClock();

/**
 * Runs around every story test of the `storybook` project: the story sees a fixed clock (the
 * mock database is seeded from it in the story's loaders) and empty storage (the story files share
 * one page: an order or a language a story stored would show in the next). After the story has
 * rendered, played and passed axe, it must not show the app's crash text, and once nothing in it
 * depends on how fast the mock answered (settleForPicture):
 * - its structure (roles, names, visible text: an ARIA snapshot, ariaSnapshotCommand.ts, as a reviewer reads it:
 *   readableAriaSnapshot.ts) matches the story file's `__snapshots__/<file>.snap`; a story told in English, the
 *   twin of an Indonesian one, instead shows none of the app's Indonesian sentences (indonesianLeft.ts);
 * - a story tagged `picture` matches its picture, `.storybook/__screenshots__/<story id>.png`;
 * - a story tagged `phone` is laid out again at 390 px and checked there too: axe, its ARIA snapshot
 *   and, when pictured, `<story id>--phone390.png`; its text snapshot at 390 px says 'as at 1366 px' when it is
 *   the same.
 */
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  holdStoryClock();
  startCountingRequests();
  if (!document.getElementById(steadyPictureStyle.id)) document.head.append(steadyPictureStyle.element());
});

afterEach(async (context) => {
  try {
    const storyId = (context.task.meta as { storyId?: string }).storyId;
    if (!storyId || context.task.result?.state === 'fail') return;
    expect(within(document.body).queryByText(CRASH_TEXT)).toBeNull();
    await compareStory(storyId, WAITING_STORY.test(context.task.name));
  } finally {
    // Only now: a screen that renders again while it is compared (a refetch, the phone's new layout)
    // must still see the story's clock, not today's.
    vi.useRealTimers();
  }
});

async function compareStory(storyId: string, waitingStory: boolean) {
  if (!waitingStory) await callsAnswered();
  await settleForPicture();
  await document.fonts.ready;
  const pictured = isPicturedStory();
  const english = document.documentElement.lang.startsWith('en');
  try {
    const desktop = await storyText(english, '1366 px');
    if (pictured) await expect(firstScreen()).toMatchScreenshot(storyId);
    if (isPhoneStory()) {
      // The same story, laid out again on the phone (the next story sets its own viewport).
      await page.viewport(PHONE_VIEWPORT.width, PHONE_VIEWPORT.height);
      await settleForPicture();
      expect(await phoneAxeViolations(), 'axe at 390 px').toEqual([]);
      await storyText(english, '390 px', desktop);
      if (pictured) await expect(firstScreen()).toMatchScreenshot(`${storyId}--phone390`);
    }
  } finally {
    removeFirstScreen();
  }
}

/**
 * The story's text: its readable snapshot, matched (at 390 px 'as at 1366 px' when it reads the same), or for a
 * story told in English the check that no Indonesian sentence is left on it. Returns the readable snapshot.
 */
async function storyText(english: boolean, width: '1366 px' | '390 px', desktop?: string): Promise<string> {
  const snapshot = await steadyAriaSnapshot();
  const readable = readableAriaSnapshot(snapshot);
  if (english) expect(indonesianLeftIn(snapshot), `Indonesian sentences at ${width}`).toEqual([]);
  else expect(readable === desktop ? 'as at 1366 px' : readable).toMatchSnapshot(width);
  return readable;
}

/**
 * Until the story's calls have answered (a load that fails, the open days, the order a play submitted), at most
 * 10 s: a snapshot taken sooner holds the loading state on a busy machine, the answered one on a quiet one.
 */
async function callsAnswered(): Promise<void> {
  for (const deadline = performance.now() + 10_000; pendingRequests() > 0;) {
    if (performance.now() > deadline)
      throw new Error(
        `${pendingRequests()} call(s) still unanswered after 10 s: a story of a call that never answers is named for it (WAITING_STORY)`,
      );
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The page's ARIA snapshot once it stopped changing: two snapshots 400 ms apart that are the same (a call the
 * story's screen makes after it rendered, e.g. the open days, may still be answering), at most 10 s.
 */
async function steadyAriaSnapshot(): Promise<string> {
  let previous = await commands.pageAriaSnapshot();
  for (const deadline = performance.now() + 10_000; performance.now() < deadline;) {
    await new Promise((resolve) => setTimeout(resolve, 400));
    const next = await commands.pageAriaSnapshot();
    if (next === previous) return next;
    previous = next;
  }
  return previous;
}
