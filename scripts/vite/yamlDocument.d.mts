import type { Plugin } from 'vite';

/** `import doc from './file.yaml?parsed'`: the document parsed at build time (yamlDocument.mjs). */
export function yamlDocument(): Plugin;
