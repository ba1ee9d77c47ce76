/** Makes beasties' deferred stylesheets apply from the last one back, as they load (deferredStyles.mjs). */
export function applyDeferredStylesInOrder(html: string): string;
