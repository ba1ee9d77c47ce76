import type { Plugin } from 'vite';

/** Splits a stylesheet into its @font-face rules and the rest (inlineFontFaces.mjs). */
export function extractFontFaces(css: string): { faces: string[]; rest: string };
/** "Family weight" ("Nunito Sans 400"), or the family alone when the rule gives no weight. */
export function fontFaceName(face: string): string;
/** Low-priority preload links of the named inline faces of a page; throws when one is missing. */
export function fontPreloadTags(html: string, names: readonly string[]): string;
/** Moves the @font-face rules of index.html's stylesheets into a style element in its head (client builds). */
export function inlineFontFaces(): Plugin;
