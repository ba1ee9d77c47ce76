/** The toolbar's two viewports: the phone the storefront is designed for, and the back office's laptop. */
export const PHONE_VIEWPORT = { width: 390, height: 844 };
export const DESKTOP_VIEWPORT = { width: 1366, height: 900 };
/** The toolbar's name of the desktop viewport, the one `npm run test:stories` checks every story at. */
export const DESKTOP_VIEWPORT_NAME = 'desktop1366';
