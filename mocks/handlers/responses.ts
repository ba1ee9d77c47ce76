import { HttpResponse } from 'msw';
import type { Problem, ValidationProblem } from '../runtime/apiTypes';
import type { FieldErrors } from '../runtime/validator';

/**
 * Response helpers: JSON bodies, `204` without body, and RFC 9457 problem
 * bodies shaped as openapi.yaml's `Problem` / `ValidationProblem`.
 */

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

const RFC9110_SECTION: Record<number, string> = {
  400: '15.5.1',
  401: '15.5.2',
  403: '15.5.4',
  404: '15.5.5',
  405: '15.5.6',
  408: '15.5.9',
  409: '15.5.10',
  413: '15.5.14',
  415: '15.5.16',
  422: '15.5.21',
  500: '15.6.1',
  501: '15.6.2',
  502: '15.6.3',
  503: '15.6.4',
  504: '15.6.5',
};

export const VALIDATION_TITLE = 'One or more validation errors occurred.';

export function statusText(status: number): string {
  return STATUS_TEXT[status] ?? (status >= 500 ? 'Server Error' : 'Client Error');
}

function problemType(status: number): string {
  const section = RFC9110_SECTION[status];
  return section ? `https://tools.ietf.org/html/rfc9110#section-${section}` : 'about:blank';
}

export function json<T>(body: T, status = 200, headers?: HeadersInit): Response {
  return HttpResponse.json(body as never, { status, headers });
}

export const ok = <T>(body: T) => json(body, 200);
export const created = <T>(body: T) => json(body, 201);

export function noContent(): Response {
  return new HttpResponse(null, { status: 204 });
}

export function problemBody(status: number, detail?: string, title = statusText(status)): Problem {
  return { type: problemType(status), title, status, ...(detail ? { detail } : {}) };
}

export function problem(status: number, detail?: string, title?: string): Response {
  return json(problemBody(status, detail, title), status);
}

export function validationProblemBody(errors: FieldErrors): ValidationProblem {
  return { type: problemType(400), title: VALIDATION_TITLE, status: 400, errors };
}

export function validationProblem(errors: FieldErrors): Response {
  return json(validationProblemBody(errors), 400);
}

/** Thrown by resolvers to answer with `response` (404s, business-rule 400s). */
export class HttpError extends Error {
  constructor(readonly response: Response) {
    super(`HTTP ${response.status}`);
    this.name = 'HttpError';
  }
}

export function notFound(detail: string): never {
  throw new HttpError(problem(404, detail));
}

/** Business-rule failure with the same 400 shape as schema validation. */
export function invalid(errors: FieldErrors): never {
  throw new HttpError(validationProblem(errors));
}

export function unauthorized(detail: string, title = 'Unauthorized'): never {
  throw new HttpError(problem(401, detail, title));
}

export function forbidden(detail: string): never {
  throw new HttpError(problem(403, detail));
}

/** The request clashes with the resource's state: `409` with a `code` for clients to act on. */
export function conflict(code: string, detail: string): never {
  throw new HttpError(json({ ...problemBody(409, detail), code }, 409));
}
