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
