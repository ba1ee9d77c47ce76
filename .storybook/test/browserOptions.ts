import { fileURLToPath, URL } from 'node:url';
import { DESKTOP_VIEWPORT, DESKTOP_VIEWPORT_NAME } from '../viewports';

/** Where the committed story pictures live: one PNG per story id. */
export const SCREENSHOT_DIR = fileURLToPath(new URL('../__screenshots__', import.meta.url));
/** Pictures of failed comparisons (reference, actual, diff); not committed. */
export const DIFF_DIR = fileURLToPath(new URL('../../test-results/stories', import.meta.url));

/** The browser every story is checked in: the shop's time zone and language, a desktop window. */
export const storyBrowser = {
  viewportName: DESKTOP_VIEWPORT_NAME,
  viewport: DESKTOP_VIEWPORT,
  context: {
    viewport: DESKTOP_VIEWPORT,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    colorScheme: 'light' as const,
    reducedMotion: 'reduce' as const,
    deviceScaleFactor: 1,
  },
};

/**
 * Vitest's `toMatchScreenshot` defaults for the story pictures: pixelmatch, a pixel counts as
 * changed when its colour moves by more than 10 %, and a story passes with at most 16 changed
 * pixels (stray anti-aliasing); a changed word, colour or spacing changes far more.
 */
export const screenshotExpect = {
  toMatchScreenshot: {
    comparatorName: 'pixelmatch' as const,
    // Two equal pictures in a row count as stable; a busy 2-core machine needs more than the 5 s default.
    timeout: 15_000,
    comparatorOptions: { threshold: 0.1, allowedMismatchedPixels: 16 },
    screenshotOptions: { animations: 'disabled' as const, caret: 'hide' as const, scale: 'css' as const },
    resolveScreenshotPath: ({ arg, ext }: { arg: string; ext: string }) => `${SCREENSHOT_DIR}/${arg}${ext}`,
    resolveDiffPath: ({ arg, ext }: { arg: string; ext: string }) => `${DIFF_DIR}/${arg}${ext}`,
  },
};
