import type { Plugin } from 'vite';

export const CSP_HASHES_FILE: string;
/** The CSP source expressions (`'sha256-…'`) of the inline scripts of a page that the browser runs (cspHashes.mjs). */
export function inlineScriptHashes(html: string): string[];
/** Hashes the inline scripts of every page under `outDir` into csp-hashes.json (or `file`); returns the hashes. */
export function writeCspHashes(outDir: string, file?: string): Promise<string[]>;
/** Writes csp-hashes.json after the app's client build and its prerender (cspHashes.mjs). */
export function cspHashes(): Plugin;
