import type { Loader } from '@storybook/react-vite';

/** The tag of the stories pictured on the phone too (the public side's): `tags: ['phone']` in a story file's meta. */
export const PHONE_TAG = 'phone';

const PHONE_MARK = 'data-story-phone-picture';

/**
 * Tells the story run (storySetup.ts, which sees the story's id but not its tags) whether the
 * story is pictured on the phone too: a mark on the document, set before every story renders.
 */
export const markPhonePicture: Loader = async ({ tags }) => {
  document.documentElement.toggleAttribute(PHONE_MARK, tags.includes(PHONE_TAG));
  return {};
};

export function wantsPhonePicture(): boolean {
  return document.documentElement.hasAttribute(PHONE_MARK);
}
