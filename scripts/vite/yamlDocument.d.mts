import type { Plugin } from 'vite';

/** `import doc from './file.yaml?parsed'`: the document parsed at build time (yamlDocument.mjs). */
export function yamlDocument(): Plugin;

/** The document without its annotations (descriptions, summaries, examples), its names kept. */
export function leanDocument<T>(node: T, key?: string): T;
