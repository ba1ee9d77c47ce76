import type { ErrorObject } from 'ajv';
import { parameterValidators, type RequestValidator } from './generated/parameterValidators';
import { getOpenApiDocument } from './openapiDocument';
import type { JsonSchema, OpenApiDocument } from './openapiTypes';
import { getOperation, schemaAt, type OperationInfo, type ParameterInfo } from './operations';

/**
 * Request validation against openapi.yaml with ajv's standalone validators,
 * compiled ahead of time (generated/parameterValidators.js and bodyValidators.js, `npm run
 * mocks:validators`): the mock backend neither ships ajv nor compiles schemas
 * while the page loads. The bodies' validators, most of the code, are loaded by the first request that
 * sends a JSON body, so a page that only reads never loads them. Schemas are compiled as `$ref`s into the whole
 * document, so `#/components/schemas/...` references resolve as written in
 * the yaml and OpenAPI 3.0 `nullable` works.
 */

/** Messages per field: `categoryName`, `productAttributes[0].attributeName`, `page`, `id`. */
export type FieldErrors = Record<string, string[]>;

type ValidatorTable = Readonly<Record<string, RequestValidator>>;

let bodyValidators: Promise<ValidatorTable> | null = null;

function loadBodyValidators(): Promise<ValidatorTable> {
  bodyValidators ??= import('./generated/bodyValidators').then((module) => module.bodyValidators);
  return bodyValidators;
}

function validatorFor(pointer: string, table: ValidatorTable = parameterValidators): RequestValidator {
  const validate = table[pointer];
  if (!validate)
    throw new Error(`No request validator for ${pointer}: openapi.yaml changed, run \`npm run mocks:validators\`.`);
  return validate;
}

// ---------------------------------------------------------------- error messages

function joinPath(base: string, instancePath: string): string {
  let path = base;
  for (const raw of instancePath.split('/').slice(1)) {
    const segment = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (/^\d+$/.test(segment)) path += `[${segment}]`;
    else path += path ? `.${segment}` : segment;
  }
  return path;
}

function describeAlternatives(error: ErrorObject): string {
  const branches = Array.isArray(error.schema) ? (error.schema as JsonSchema[]) : [];
  const formats = branches
    .map((branch) => branch.format)
    .filter((format): format is string => typeof format === 'string');
  if (formats.length === branches.length && formats.length > 0) {
    return `must be a valid ${formats.map((format) => (format === 'date' ? 'date (YYYY-MM-DD)' : format)).join(' or ')}`;
  }
  return error.keyword === 'oneOf'
    ? 'must match exactly one of the allowed forms'
    : 'must match one of the allowed forms';
}

/**
 * ajv errors as a field-errors map. `root` names the validated value: '' for a
 * request body (fields are its properties; errors on the body itself go under
 * `body`), or a parameter name.
 */
export function toFieldErrors(errors: readonly ErrorObject[] | null | undefined, root = ''): FieldErrors {
  const result: FieldErrors = {};
  const list = errors ?? [];
  // An anyOf/oneOf failure replaces the individual failures of its branches.
  const alternatives = list.filter((error) => error.keyword === 'anyOf' || error.keyword === 'oneOf');
  const covered = (error: ErrorObject) =>
    alternatives.some(
      (alt) =>
        alt !== error &&
        (error.instancePath === alt.instancePath || error.instancePath.startsWith(`${alt.instancePath}/`)),
    );

  for (const error of list) {
    if (covered(error)) continue;
    let field = joinPath(root, error.instancePath);
    let message: string;
    switch (error.keyword) {
      case 'required':
        field = joinPath(
          root,
          `${error.instancePath}/${(error.params as { missingProperty: string }).missingProperty}`,
        );
        message = 'is required';
        break;
      case 'additionalProperties':
        field = joinPath(
          root,
          `${error.instancePath}/${(error.params as { additionalProperty: string }).additionalProperty}`,
        );
        message = 'is not allowed';
        break;
      case 'enum':
        message = `must be one of: ${((error.params as { allowedValues: unknown[] }).allowedValues ?? []).map(String).join(', ')}`;
        break;
      case 'anyOf':
      case 'oneOf':
        message = describeAlternatives(error);
        break;
      case 'minLength':
        message =
          (error.params as { limit: number }).limit === 1 ? 'must not be empty' : (error.message ?? 'is too short');
        break;
      case 'format':
        message = `must be a valid ${(error.params as { format: string }).format === 'date' ? 'date (YYYY-MM-DD)' : (error.params as { format: string }).format}`;
        break;
      default:
        message = error.message ?? 'is invalid';
    }
    if (!field) field = 'body';
    const text = `${field} ${message}`;
    const messages = (result[field] ??= []);
    if (!messages.includes(text)) messages.push(text);
  }
  return result;
}

export function mergeFieldErrors(...maps: FieldErrors[]): FieldErrors {
  const result: FieldErrors = {};
  for (const map of maps) {
    for (const [field, messages] of Object.entries(map)) {
      const target = (result[field] ??= []);
      for (const message of messages) if (!target.includes(message)) target.push(message);
    }
  }
  return result;
}

export const hasErrors = (errors: FieldErrors) => Object.keys(errors).length > 0;

// ---------------------------------------------------------------- parameters

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** A query/path string converted by its schema type (page=2 → 2, includeImages=false → false). */
export function coerceParameter(value: string, schema: JsonSchema): unknown {
  switch (schema.type) {
    case 'integer':
    case 'number':
      return NUMBER.test(value.trim()) ? Number(value) : value;
    case 'boolean': {
      const lower = value.trim().toLowerCase();
      if (lower === 'true') return true;
      if (lower === 'false') return false;
      return value;
    }
    default:
      return value;
  }
}

type QueryInput = URLSearchParams | Record<string, string | undefined>;

function readQuery(query: QueryInput | undefined, name: string): string | undefined {
  if (!query) return undefined;
  if (query instanceof URLSearchParams) return query.get(name) ?? undefined;
  return query[name];
}

function checkParameters(
  parameters: ParameterInfo[],
  location: 'path' | 'query',
  source: (name: string) => string | undefined,
): { values: Record<string, unknown>; errors: FieldErrors } {
  const values: Record<string, unknown> = {};
  let errors: FieldErrors = {};
  for (const parameter of parameters.filter((p) => p.in === location)) {
    const raw = source(parameter.name);
    const absent = raw === undefined || (raw === '' && parameter.schema.type !== 'string');
    if (absent) {
      if (parameter.required)
        errors = mergeFieldErrors(errors, { [parameter.name]: [`${parameter.name} is required`] });
      else if (parameter.schema.default !== undefined) values[parameter.name] = parameter.schema.default;
      continue;
    }
    const value = coerceParameter(raw, parameter.schema);
    const validate = validatorFor(parameter.schemaPointer);
    if (validate(value)) values[parameter.name] = value;
    else errors = mergeFieldErrors(errors, toFieldErrors(validate.errors, parameter.name));
  }
  return { values, errors };
}

// ---------------------------------------------------------------- requests

export interface RequestInput {
  /** raw path parameters, e.g. { id: '5' } */
  params?: Record<string, string | undefined>;
  query?: QueryInput;
  /**
   * Parsed JSON body (undefined when there is none), or FormData for a
   * multipart operation.
   */
  body?: unknown;
}

export interface CheckedRequest {
  /** path parameters coerced to their schema types */
  params: Record<string, unknown>;
  /** declared query parameters, coerced, with schema defaults applied */
  query: Record<string, unknown>;
  body: unknown;
  errors: FieldErrors;
}

/** FormData of any realm (undici's in Node, jsdom's or the browser's). */
export function isFormData(value: unknown): value is FormData {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as FormData).get === 'function' &&
    typeof (value as FormData).append === 'function'
  );
}

/** A File/Blob of any realm. */
export function isBlob(value: unknown): value is Blob {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Blob).arrayBuffer === 'function' &&
    typeof (value as Blob).size === 'number'
  );
}

function checkMultipart(operation: OperationInfo, body: unknown, document: OpenApiDocument): FieldErrors {
  if (!isFormData(body)) return { body: ['body must be multipart/form-data'] };
  const pointer = operation.requestBody?.schemaPointer;
  if (!pointer) return {};
  const schema = schemaAt(pointer, document);
  const errors: FieldErrors = {};
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  for (const name of (schema.required ?? []) as string[]) {
    if (body.get(name) === null) errors[name] = [`${name} is required`];
  }
  for (const [name, property] of Object.entries(properties)) {
    const value = body.get(name);
    if (value !== null && property.format === 'binary' && !isBlob(value)) {
      errors[name] = [`${name} must be a file`];
    }
  }
  return errors;
}

/** Validates and coerces a request of `operationId`; `errors` is empty when valid. */
export async function checkRequest(operationId: string, input: RequestInput): Promise<CheckedRequest> {
  const document = getOpenApiDocument();
  const operation = getOperation(operationId, document);
  const path = checkParameters(operation.parameters, 'path', (name) => input.params?.[name]);
  const query = checkParameters(operation.parameters, 'query', (name) => readQuery(input.query, name));
  let bodyErrors: FieldErrors = {};
  const bodyInfo = operation.requestBody;
  if (bodyInfo) {
    if (input.body === undefined) {
      if (bodyInfo.required) bodyErrors = { body: ['body is required'] };
    } else if (bodyInfo.contentType === 'multipart/form-data') {
      bodyErrors = checkMultipart(operation, input.body, document);
    } else if (bodyInfo.schemaPointer) {
      const validate = validatorFor(bodyInfo.schemaPointer, await loadBodyValidators());
      if (!validate(input.body)) bodyErrors = toFieldErrors(validate.errors);
    }
  }
  return {
    params: path.values,
    query: query.values,
    body: input.body,
    errors: mergeFieldErrors(path.errors, query.errors, bodyErrors),
  };
}

/** Field errors of a request (`{}` when valid). */
export async function validateRequest(operationId: string, input: RequestInput): Promise<FieldErrors> {
  return (await checkRequest(operationId, input)).errors;
}
