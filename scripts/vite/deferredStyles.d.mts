/** Makes beasties' deferred stylesheets apply from the last one back, as they load (deferredStyles.mjs). */
export function applyDeferredStylesInOrder(html: string, options?: { onAppStart?: boolean }): string;
/** The event the start script dispatches on `document` as the app's scripts begin to load. */
export const APP_START: string;
