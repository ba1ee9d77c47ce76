import { readFile } from 'node:fs/promises';
import { parse } from 'yaml';

const PARSED = '?parsed';
const LEAN = '?parsed-lean';
const ROUTING = '?parsed-routing';

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

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

/** Replaces the schemas of a `content` map by `{}`, except those of the media types `keep` names. */
function withoutSchemas(content, keep = () => false) {
  if (!content) return content;
  return Object.fromEntries(
    Object.entries(content).map(([type, media]) => [
      type,
      media.schema && !keep(type) ? { ...media, schema: {} } : media,
    ]),
  );
}

const withoutResponseSchemas = (responses) =>
  responses &&
  Object.fromEntries(
    Object.entries(responses).map(([status, response]) => [
      status,
      response.content ? { ...response, content: withoutSchemas(response.content) } : response,
    ]),
  );

/** A request body keeps the schemas the mock reads as schemas (multipart: its fields); JSON bodies are compiled. */
const withoutBodySchema = (body) =>
  body?.content ? { ...body, content: withoutSchemas(body.content, (type) => type !== 'application/json') } : body;

/** Every `$ref` under `node`. */
function collectRefs(node, into) {
  if (Array.isArray(node)) node.forEach((item) => collectRefs(item, into));
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') into.add(value);
      else collectRefs(value, into);
    }
  return into;
}

/**
 * An OpenAPI document cut to what the in-browser mock routes with: every operation with its parameters, body and
 * responses (their statuses and media types), but without the schemas of responses and JSON bodies, which it never
 * reads as schemas (the bodies are checked by validators compiled ahead of time, by pointer: the pointers stay the
 * same), and without the component schemas nothing left refers to. Parameters and multipart bodies keep theirs.
 */
export function routingDocument(document) {
  const paths = Object.fromEntries(
    Object.entries(document.paths).map(([path, item]) => [
      path,
      Object.fromEntries(
        Object.entries(item).map(([key, operation]) =>
          METHODS.includes(key)
            ? [
                key,
                {
                  ...operation,
                  requestBody: withoutBodySchema(operation.requestBody),
                  responses: withoutResponseSchemas(operation.responses),
                },
              ]
            : [key, operation],
        ),
      ),
    ]),
  );
  const components = { ...document.components };
  if (components.responses) components.responses = withoutResponseSchemas(components.responses);
  if (components.requestBodies)
    components.requestBodies = Object.fromEntries(
      Object.entries(components.requestBodies).map(([name, body]) => [name, withoutBodySchema(body)]),
    );
  const schemas = components.schemas ?? {};
  const refs = collectRefs({ ...document, paths, components: { ...components, schemas: undefined } }, new Set());
  const kept = new Set();
  for (let grew = true; grew;) {
    grew = false;
    for (const ref of refs) {
      const name = /^#\/components\/schemas\/(.+)$/.exec(ref)?.[1];
      if (name === undefined || kept.has(name) || !(name in schemas)) continue;
      kept.add(name);
      collectRefs(schemas[name], refs);
      grew = true;
    }
  }
  components.schemas = Object.fromEntries(Object.entries(schemas).filter(([name]) => kept.has(name)));
  return { ...document, paths, components };
}

/**
 * `import doc from './file.yaml?parsed'` gives the parsed document, parsed at
 * build time: the browser gets JSON (read with JSON.parse, the fastest way to
 * load a large object) instead of the yaml text plus a yaml parser.
 * `?parsed-lean` leaves out the annotations (a third of the size of
 * openapi.yaml's JSON gzipped), for code that only routes and validates.
 * `?parsed-routing` (an OpenAPI document) is the lean document cut further to what the in-browser mock reads
 * (`routingDocument`).
 */
/** @returns {import('vite').Plugin} */
export function yamlDocument() {
  return {
    name: 'fleur:yaml-document',
    enforce: 'pre',
    async load(id) {
      const query = [PARSED, LEAN, ROUTING].find((suffix) => id.endsWith(suffix));
      if (!query || !/\.ya?ml$/.test(id.slice(0, -query.length))) return null;
      const file = id.slice(0, -query.length);
      this.addWatchFile(file);
      const parsed = parse(await readFile(file, 'utf8'));
      const document =
        query === LEAN ? leanDocument(parsed) : query === ROUTING ? routingDocument(leanDocument(parsed)) : parsed;
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(document))});`;
    },
  };
}
