import type { Plugin } from 'vite';

/** `import doc from './file.yaml?parsed'`: the document parsed at build time (yamlDocument.mjs). */
export function yamlDocument(): Plugin;

/** The document without its annotations (descriptions, summaries, examples), its names kept. */
export function leanDocument<T>(node: T, key?: string): T;

/** An OpenAPI document cut to what the in-browser mock routes with (yamlDocument.mjs). */
export function routingDocument<T>(document: T): T;
