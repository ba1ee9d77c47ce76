import type { Plugin } from 'vite';

/** The web fonts and the system fonts standing in for them (fontFallbacks.mjs). */
export const FONT_FALLBACKS: { family: string; file: string; fallbacks: { font: string; aliases?: string[] }[] }[];
/** The family name of a web font's fallback faces ("Nunito Sans fallback"). */
export function fallbackFamily(family: string): string;
/** The fallback @font-face rules, minified. */
export function fontFallbackCss(root: string): Promise<string>;
/** Inlines the fallback faces in index.html's head. */
export function fontFallbacks(): Plugin;
