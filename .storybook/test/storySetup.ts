import { afterEach, beforeEach, expect, vi } from 'vitest';
import { page } from 'vitest/browser';
import { STORY_CLOCK, steadyPictureStyle } from './storyPicture';

/**
 * Runs around every story test of the `storybook` project: the story sees a fixed clock (the
 * mock database is seeded from it in the story's loaders), and after the story has rendered,
 * played and passed axe, its picture is compared with .storybook/__screenshots__/<story id>.png.
 */
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(STORY_CLOCK);
  if (!document.getElementById(steadyPictureStyle.id)) document.head.append(steadyPictureStyle.element());
});

afterEach(async (context) => {
  vi.useRealTimers();
  const storyId = (context.task.meta as { storyId?: string }).storyId;
  if (!storyId || context.task.result?.state === 'fail') return;
  await document.fonts.ready;
  await expect(page.elementLocator(document.body)).toMatchScreenshot(storyId);
});
