import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';

const PARSED = '?parsed';
const LEAN = '?parsed-lean';

/** Keywords that only explain (text, examples): nothing reads them at run time. */
const ANNOTATIONS = new Set([
  'description',
  'summary',
  'example',
  'examples',
  'externalDocs',
  'title',
  'termsOfService',
  'contact',
  'license',
]);
/** Objects whose keys are names (a property called `description`, a path, a status), never keywords. */
const NAME_MAPS = new Set([
  'properties',
  'patternProperties',
  'paths',
  'schemas',
  'responses',
  'parameters',
  'requestBodies',
  'headers',
  'securitySchemes',
  'content',
  'links',
  'callbacks',
  'mapping',
  'variables',
  '$defs',
  'definitions',
]);

/** The document without its annotations (descriptions, summaries, examples), its names kept. */
export function leanDocument(node, key = '') {
  if (Array.isArray(node)) return node.map((item) => leanDocument(item));
  if (!node || typeof node !== 'object') return node;
  const names = NAME_MAPS.has(key);
  const lean = {};
  for (const [name, value] of Object.entries(node)) {
    if (!names && ANNOTATIONS.has(name)) continue;
    lean[name] = leanDocument(value, names ? '' : name);
  }
  return lean;
}

/**
 * `import doc from './file.yaml?parsed'` gives the parsed document, parsed at
 * build time: the browser gets JSON (read with JSON.parse, the fastest way to
 * load a large object) instead of the yaml text plus a yaml parser.
 * `?parsed-lean` leaves out the annotations (a third of the size of
 * openapi.yaml's JSON gzipped), for code that only routes and validates.
 */
/** @returns {import('vite').Plugin} */
export function yamlDocument() {
  return {
    name: 'fleur:yaml-document',
    enforce: 'pre',
    async load(id) {
      const query = [PARSED, LEAN].find((suffix) => id.endsWith(suffix));
      if (!query || !/\.ya?ml$/.test(id.slice(0, -query.length))) return null;
      const file = id.slice(0, -query.length);
      this.addWatchFile(file);
      const parsed = parse(await readFile(file, 'utf8'));
      const document = query === LEAN ? leanDocument(parsed) : parsed;
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(document))});`;
    },
  };
}
