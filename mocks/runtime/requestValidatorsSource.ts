import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone';
import addFormats from 'ajv-formats';
import type { OpenApiDocument } from './openapiTypes';
import { listOperations } from './operations';

/**
 * The sources of mocks/runtime/generated/: ajv's standalone validators of every
 * request schema of openapi.yaml, compiled ahead of time — so the mock backend
 * neither ships ajv to the browser nor compiles schemas while the page loads.
 * Two modules: the path and query parameters' (`parameterValidators.js`, small,
 * needed by most reads) and the JSON bodies' (`bodyValidators.js`, nine tenths
 * of the code, loaded by the first request with a body). Written by
 * `npm run mocks:validators`; a test fails when either drifts from the yaml.
 */

export const DOCUMENT_ID = 'openapi.json';

/** The generated modules: which schemas each compiles, and the name of its pointer → validator table. */
export const VALIDATOR_MODULES = {
  parameters: {
    file: fileURLToPath(new URL('./generated/parameterValidators.js', import.meta.url)),
    table: 'parameterValidators',
  },
  bodies: {
    file: fileURLToPath(new URL('./generated/bodyValidators.js', import.meta.url)),
    table: 'bodyValidators',
  },
} as const;

export type ValidatorModule = keyof typeof VALIDATOR_MODULES;

/**
 * The ajv instance (and options) the mock's schemas are compiled with; shared with the contract tests' response
 * checks.
 */
export function createAjv(document: OpenApiDocument, options: ConstructorParameters<typeof Ajv>[0] = {}): Ajv {
  const ajv = new Ajv({
    strict: false,
    allErrors: true,
    verbose: true,
    validateSchema: false,
    validateFormats: true,
    ...options,
  });
  addFormats(ajv);
  ajv.addSchema(document as object, DOCUMENT_ID);
  return ajv;
}

/** JSON pointers of the request schemas of one module: the parameters' (path, query) or the JSON bodies', sorted. */
export function requestSchemaPointers(document: OpenApiDocument, module: ValidatorModule): string[] {
  const pointers = new Set<string>();
  for (const operation of listOperations(document)) {
    if (module === 'parameters') {
      for (const parameter of operation.parameters) pointers.add(parameter.schemaPointer);
    } else {
      const body = operation.requestBody;
      if (body?.schemaPointer && body.contentType === 'application/json') pointers.add(body.schemaPointer);
    }
  }
  return [...pointers].sort();
}

/**
 * ajv's standalone module names its helpers with `require(...)`: the formats
 * become an ES module import (it loads the same in Vite, vitest and tsx), and
 * ajv's ucs2length (a string's length in code points) a one-line function.
 */
function asEsModule(code: string): string {
  const FORMATS = 'require("ajv-formats/dist/formats").fullFormats';
  const UCS2LENGTH = 'require("ajv/dist/runtime/ucs2length").default';
  const rest = code
    .replaceAll(FORMATS, 'fullFormats')
    .replaceAll(UCS2LENGTH, 'ucs2length')
    .replace(/^"use strict";\n/, '');
  const leftover = /require\(/.exec(rest);
  if (leftover)
    throw new Error(
      `requestValidatorsSource: an unexpected require() in ajv's standalone code: ${rest.slice(leftover.index, leftover.index + 80)}`,
    );
  const header =
    'import { fullFormats } from "ajv-formats/dist/formats.js";\nconst ucs2length = (text) => [...text].length;\n';
  return header + rest;
}

export function requestValidatorsSource(document: OpenApiDocument, module: ValidatorModule): string {
  const ajv = createAjv(document, { code: { source: true, esm: true, lines: true } });
  const pointers = requestSchemaPointers(document, module);
  const exports: Record<string, string> = {};
  pointers.forEach((pointer, index) => {
    exports[`v${index}`] = `${DOCUMENT_ID}${pointer}`;
  });
  const code = asEsModule(standaloneCode(ajv, exports));
  const table = pointers.map((pointer, index) => `  ${JSON.stringify(pointer)}: v${index},`).join('\n');
  return `// GENERATED FILE – do not edit by hand: npm run mocks:validators (from openapi.yaml)
/* eslint-disable */
${code}
/** Request schema pointer → its validator. */
export const ${VALIDATOR_MODULES[module].table} = {
${table}
};
`;
}
