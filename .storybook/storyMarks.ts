import type { Loader } from '@storybook/react-vite';
import { DESKTOP_VIEWPORT_NAME } from './viewports';

/**
 * The tags that decide how a story is checked beyond its render, play, axe and text snapshot
 * (docs/design-review.md):
 * - `phone` (in a story file's meta: the public side's stories): checked with axe and snapshotted
 *   again at 390 px;
 * - `picture` (on a story): its first screen is compared with a committed picture, at 1366 px and,
 *   with `phone`, at 390 px. Pictures are few (15 MB in all): a page's main state and the dialogs that
 *   carry the product's own texts, in Indonesian at 1366 px only (an English or phone twin that copies a
 *   pictured story, `{ ...Populated, globals: ENGLISH }`, is compared by its text snapshot).
 */
export const PHONE_TAG = 'phone';
export const PICTURE_TAG = 'picture';

const MARKS = { [PHONE_TAG]: 'data-story-phone', [PICTURE_TAG]: 'data-story-picture' } as const;

/**
 * Tells the story run (storySetup.ts, which sees the story's id but not its tags) how the story is
 * checked: marks on the document, set before every story renders.
 */
export const markStoryChecks: Loader = async ({ tags, globals }) => {
  const root = document.documentElement;
  root.toggleAttribute(MARKS[PHONE_TAG], tags.includes(PHONE_TAG));
  // A copy of a pictured story in English or on another viewport (`{ ...Populated, globals: PHONE }`) inherits
  // the tag; it is compared by its text snapshot.
  const viewport = (globals.viewport as { value?: string } | undefined)?.value;
  const onDesktop = viewport === undefined || viewport === DESKTOP_VIEWPORT_NAME;
  root.toggleAttribute(MARKS[PICTURE_TAG], tags.includes(PICTURE_TAG) && globals.locale !== 'en' && onDesktop);
  return {};
};

/** The story is checked at 390 px too. */
export function isPhoneStory(): boolean {
  return document.documentElement.hasAttribute(MARKS[PHONE_TAG]);
}

/** The story's first screen is compared with a committed picture. */
export function isPicturedStory(): boolean {
  return document.documentElement.hasAttribute(MARKS[PICTURE_TAG]);
}
