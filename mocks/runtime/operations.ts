import { getOpenApiDocument } from './openapiDocument';
import {
  HTTP_METHODS,
  type JsonSchema,
  type OpenApiDocument,
  type OperationObject,
  type ParameterObject,
  type Reference,
  type RequestBodyObject,
  type ResponseObject,
} from './openapiTypes';

/**
 * Operation index of openapi.yaml: for each operationId its method, path,
 * security, parameters, request body and responses, with every `$ref`
 * resolved and the JSON pointer of each schema kept (ajv compiles schemas by
 * pointer into the whole document, so shared components are compiled once).
 */

export interface ParameterInfo {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
  /** JSON pointer (with leading '#') of the parameter's schema in the document */
  schemaPointer: string;
}

export interface BodyInfo {
  required: boolean;
  contentType: string;
  /** pointer of the schema of `contentType`, or null when the body has no schema */
  schemaPointer: string | null;
}

export interface ResponseInfo {
  status: string;
  /** content types of the response; empty for a response without body (204) */
  contentTypes: string[];
  /** pointer of the application/json schema, when the response is JSON */
  jsonSchemaPointer: string | null;
}

export interface OperationInfo {
  operationId: string;
  /** upper case, e.g. 'GET' */
  method: string;
  /** OpenAPI path template, e.g. '/api/general/{id}' */
  path: string;
  tag: string | null;
  /** true when the operation needs a bearer token */
  secured: boolean;
  /** true when openapi.yaml marks it `x-proposed`: proposed to the backend's owners, not in today's backend */
  proposed: boolean;
  /** true when openapi.yaml marks it `x-driver`: a Driver account may call it (every other secured call: 403) */
  driverAllowed: boolean;
  parameters: ParameterInfo[];
  requestBody: BodyInfo | null;
  responses: Record<string, ResponseInfo>;
}

export interface RouteMatch {
  operation: OperationInfo;
  /** raw (undecoded-then-decoded) path parameter strings */
  params: Record<string, string>;
}

interface CompiledRoute {
  operation: OperationInfo;
  regex: RegExp;
  paramNames: string[];
  literalSegments: number;
  segments: number;
}

interface OperationIndex {
  byId: Map<string, OperationInfo>;
  routes: CompiledRoute[];
}

const indexes = new WeakMap<OpenApiDocument, OperationIndex>();

const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

function isReference(value: unknown): value is Reference {
  return typeof value === 'object' && value !== null && typeof (value as Reference).$ref === 'string';
}

function readPointer(document: OpenApiDocument, pointer: string): unknown {
  if (!pointer.startsWith('#')) throw new Error(`Only local $refs are supported: ${pointer}`);
  const segments = pointer.slice(1).split('/').slice(1);
  let node: unknown = document;
  for (const raw of segments) {
    const segment = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (typeof node !== 'object' || node === null || !(segment in node)) {
      throw new Error(`Unresolvable $ref ${pointer}`);
    }
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

/** Follows `$ref` chains; returns the target and the pointer where it lives. */
function resolve<T>(document: OpenApiDocument, node: T | Reference, pointer: string): { node: T; pointer: string } {
  let current: unknown = node;
  let currentPointer = pointer;
  for (let hops = 0; isReference(current); hops++) {
    if (hops > 20) throw new Error(`$ref cycle at ${pointer}`);
    currentPointer = current.$ref;
    current = readPointer(document, currentPointer);
  }
  return { node: current as T, pointer: currentPointer };
}

function collectParameters(
  document: OpenApiDocument,
  list: Array<ParameterObject | Reference> | undefined,
  basePointer: string,
  into: Map<string, ParameterInfo>,
) {
  (list ?? []).forEach((entry, index) => {
    const { node, pointer } = resolve<ParameterObject>(document, entry, `${basePointer}/${index}`);
    if (node.in !== 'path' && node.in !== 'query') return; // headers and cookies are not validated
    const schemaRef = node.schema ?? {};
    const resolved = resolve<JsonSchema>(document, schemaRef, `${pointer}/schema`);
    into.set(`${node.in}:${node.name}`, {
      name: node.name,
      in: node.in,
      required: node.in === 'path' ? true : Boolean(node.required),
      schema: resolved.node,
      schemaPointer: `${pointer}/schema`,
    });
  });
}

function bodyInfo(
  document: OpenApiDocument,
  body: RequestBodyObject | Reference | undefined,
  pointer: string,
): BodyInfo | null {
  if (!body) return null;
  const resolved = resolve<RequestBodyObject>(document, body, pointer);
  const content = resolved.node.content ?? {};
  const contentType = Object.keys(content)[0] ?? 'application/json';
  const media = content[contentType];
  return {
    required: Boolean(resolved.node.required),
    contentType,
    schemaPointer: media?.schema ? `${resolved.pointer}/content/${escapePointer(contentType)}/schema` : null,
  };
}

function responseInfos(
  document: OpenApiDocument,
  responses: Record<string, ResponseObject | Reference> | undefined,
  pointer: string,
): Record<string, ResponseInfo> {
  const result: Record<string, ResponseInfo> = {};
  for (const [status, entry] of Object.entries(responses ?? {})) {
    const resolved = resolve<ResponseObject>(document, entry, `${pointer}/${escapePointer(status)}`);
    const content = resolved.node.content ?? {};
    const json = content['application/json'];
    result[status] = {
      status,
      contentTypes: Object.keys(content),
      jsonSchemaPointer: json?.schema ? `${resolved.pointer}/content/application~1json/schema` : null,
    };
  }
  return result;
}

function isSecured(document: OpenApiDocument, operation: OperationObject): boolean {
  const security = operation.security ?? document.security ?? [];
  return security.some((requirement) => Object.keys(requirement).length > 0);
}

function compileRoute(operation: OperationInfo): CompiledRoute {
  const paramNames: string[] = [];
  const segments = operation.path.split('/').filter(Boolean);
  let literalSegments = 0;
  const pattern = segments
    .map((segment) => {
      const param = /^\{([^}]+)\}$/.exec(segment);
      if (param) {
        paramNames.push(param[1]);
        return '/([^/]+)';
      }
      literalSegments++;
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  // Any prefix before the template (origin and base path), as msw's '*/api/...'.
  return { operation, regex: new RegExp(`${pattern}/?$`), paramNames, literalSegments, segments: segments.length };
}

function buildIndex(document: OpenApiDocument): OperationIndex {
  const byId = new Map<string, OperationInfo>();
  for (const [path, item] of Object.entries(document.paths)) {
    const pathPointer = `#/paths/${escapePointer(path)}`;
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const opPointer = `${pathPointer}/${method}`;
      if (!operation.operationId) throw new Error(`${method.toUpperCase()} ${path} has no operationId`);
      const parameters = new Map<string, ParameterInfo>();
      collectParameters(document, item.parameters, `${pathPointer}/parameters`, parameters);
      collectParameters(document, operation.parameters, `${opPointer}/parameters`, parameters);
      byId.set(operation.operationId, {
        operationId: operation.operationId,
        method: method.toUpperCase(),
        path,
        tag: operation.tags?.[0] ?? null,
        secured: isSecured(document, operation),
        proposed: operation['x-proposed'] === true,
        driverAllowed: operation['x-driver'] === true,
        parameters: [...parameters.values()],
        requestBody: bodyInfo(document, operation.requestBody, `${opPointer}/requestBody`),
        responses: responseInfos(document, operation.responses, `${opPointer}/responses`),
      });
    }
  }
  // Most specific first: more literal segments win over `{id}` (…/search over …/{id}).
  const routes = [...byId.values()]
    .map(compileRoute)
    .sort((a, b) => b.literalSegments - a.literalSegments || b.segments - a.segments);
  return { byId, routes };
}

function index(document: OpenApiDocument = getOpenApiDocument()): OperationIndex {
  let found = indexes.get(document);
  if (!found) {
    found = buildIndex(document);
    indexes.set(document, found);
  }
  return found;
}

export function listOperations(document?: OpenApiDocument): OperationInfo[] {
  return [...index(document).byId.values()];
}

export function getOperation(operationId: string, document?: OpenApiDocument): OperationInfo {
  const operation = index(document).byId.get(operationId);
  if (!operation) throw new Error(`Unknown operationId "${operationId}" (not in openapi.yaml)`);
  return operation;
}

export function findOperation(operationId: string, document?: OpenApiDocument): OperationInfo | undefined {
  return index(document).byId.get(operationId);
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The operation answering `method pathname`, the most specific template
 * first. `pathMatched` tells a wrong method (405) from an unknown path (404).
 */
export function matchRoute(
  method: string,
  pathname: string,
  document?: OpenApiDocument,
): { match: RouteMatch | null; pathMatched: boolean } {
  let pathMatched = false;
  const upper = method.toUpperCase();
  for (const route of index(document).routes) {
    const found = route.regex.exec(pathname);
    if (!found) continue;
    pathMatched = true;
    if (route.operation.method !== upper) continue;
    const params: Record<string, string> = {};
    route.paramNames.forEach((name, i) => (params[name] = safeDecode(found[i + 1])));
    return { match: { operation: route.operation, params }, pathMatched };
  }
  return { match: null, pathMatched };
}

/** The schema at `pointer` ('#/…'), with `$ref` chains followed. */
export function schemaAt(pointer: string, document: OpenApiDocument = getOpenApiDocument()): JsonSchema {
  const target = readPointer(document, pointer) as JsonSchema | Reference;
  return resolve<JsonSchema>(document, target, pointer).node;
}

/** Methods served at a path (for the HTTP server's 405 `Allow` header). */
export function allowedMethods(pathname: string, document?: OpenApiDocument): string[] {
  const methods = new Set<string>();
  for (const route of index(document).routes) {
    if (route.regex.test(pathname)) methods.add(route.operation.method);
  }
  return [...methods];
}
