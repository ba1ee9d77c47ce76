import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';

const QUERY = '?parsed';

/**
 * `import doc from './file.yaml?parsed'` gives the parsed document, parsed at
 * build time: the browser gets JSON (read with JSON.parse, the fastest way to
 * load a large object) instead of the yaml text plus a yaml parser.
 */
/** @returns {import('vite').Plugin} */
export function yamlDocument() {
  return {
    name: 'fleur:yaml-document',
    enforce: 'pre',
    async load(id) {
      if (!id.endsWith(QUERY) || !/\.ya?ml$/.test(id.slice(0, -QUERY.length))) return null;
      const file = id.slice(0, -QUERY.length);
      this.addWatchFile(file);
      const document = parse(await readFile(file, 'utf8'));
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(document))});`;
    },
  };
}
