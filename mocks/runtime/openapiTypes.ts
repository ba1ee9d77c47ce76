/**
 * The small part of the OpenAPI 3.0 document model the mock backend reads.
 * Anything else in the document is kept as `unknown` and passed to ajv as is.
 */

export type JsonSchema = Record<string, unknown>;

export interface Reference {
  $ref: string;
}

export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema | Reference;
}

export interface MediaTypeObject {
  schema?: JsonSchema | Reference;
}

export interface RequestBodyObject {
  required?: boolean;
  content?: Record<string, MediaTypeObject>;
}

export interface ResponseObject {
  description?: string;
  content?: Record<string, MediaTypeObject>;
}

export interface OperationObject {
  operationId?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  parameters?: Array<ParameterObject | Reference>;
  requestBody?: RequestBodyObject | Reference;
  responses?: Record<string, ResponseObject | Reference>;
  /** an operation we propose to the backend's owners (not in today's backend) */
  'x-proposed'?: boolean;
  'x-driver'?: boolean;
}

export type PathItemObject = {
  parameters?: Array<ParameterObject | Reference>;
} & Partial<Record<HttpMethodLower, OperationObject>>;

export type HttpMethodLower = 'get' | 'put' | 'post' | 'delete' | 'patch' | 'head' | 'options';

export const HTTP_METHODS: readonly HttpMethodLower[] = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, PathItemObject>;
  security?: Array<Record<string, string[]>>;
  components?: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
}
