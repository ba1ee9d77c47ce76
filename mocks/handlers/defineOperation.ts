import { http, HttpResponse, type HttpHandler } from 'msw';
import { emptyDb, getDb, now, persistChanges } from '../backend';
import type { MockDatabase } from '../db/database';
import type { JoinContext } from '../db/joins';
import type { UserRow } from '../db/types';
import { ensureOpenApiDocument } from '../runtime/openapiDocument';
import { getOperation, matchRoute, type OperationInfo, type RouteMatch } from '../runtime/operations';
import { checkRequest, hasErrors } from '../runtime/validator';
import { forcedStatus, TIMEOUT } from '../scenarios/scenario';
import { getScenario } from '../scenarios/store';
import { authorize } from './authPolicy';
import { HttpError, problem, validationProblem, validationProblemBody, json } from './responses';

/**
 * The one wrapper every mock operation goes through. Method and path come
 * from openapi.yaml (matched on any origin and base path, literal paths such
 * as `/api/FlowerCategory/search` before `/{id}`), then, in order:
 * scenario latency → forced-error scenario (a status, or no answer for `timeout`) → bearer-token check (operations
 * with `security: bearerAuth`, authPolicy.ts; a Driver's staff call 403) → request validation against the yaml (400
 * ValidationProblem) → the resolver. Resolvers throw `HttpError` for 404s and
 * business-rule 400s; anything else thrown becomes a 500 Problem. Successful
 * writes are persisted before the response is returned.
 */

export interface OperationContext {
  request: Request;
  url: URL;
  operation: OperationInfo;
  /** path parameters coerced to their schema types ({ id: 5 }) */
  params: Record<string, unknown>;
  /** declared query parameters, coerced, schema defaults applied */
  query: Record<string, unknown>;
  /** the validated JSON body, or FormData for multipart operations */
  body: unknown;
  /** the database (an empty one for reads under the `empty` scenario) */
  db: MockDatabase;
  /**
   * the authenticated user of a secured operation, else null (also for a real backend's token in hybrid mode:
   * authPolicy.ts)
   */
  user: UserRow | null;
  now: Date;
  /** for joins: image paths resolve against the request URL */
  join: JoinContext;
}

export type OperationResolver = (context: OperationContext) => Response | Promise<Response>;

export interface OperationOptions {
  /** save the database after a successful call (default: true for writes, false for GET) */
  persist?: boolean;
}

export interface OperationDefinition {
  operationId: string;
  handler: HttpHandler;
}

const routes = new WeakMap<Request, RouteMatch | null>();

async function routeOf(request: Request): Promise<RouteMatch | null> {
  if (routes.has(request)) return routes.get(request) ?? null;
  await ensureOpenApiDocument();
  const { match } = matchRoute(request.method, new URL(request.url).pathname);
  routes.set(request, match);
  return match;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function readBody(request: Request, operation: OperationInfo): Promise<{ body?: unknown; error?: string }> {
  const info = operation.requestBody;
  if (!info) return {};
  if (info.contentType === 'multipart/form-data') {
    try {
      return { body: await request.formData() };
    } catch {
      return { error: 'body must be multipart/form-data with a file field' };
    }
  }
  const text = await request.text();
  if (!text.trim()) return {};
  try {
    return { body: JSON.parse(text) };
  } catch {
    return { error: 'body must be valid JSON' };
  }
}

const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD';

async function handle(
  operationId: string,
  resolver: OperationResolver,
  options: OperationOptions,
  request: Request,
  rawParams: Record<string, string>,
) {
  const scenario = getScenario();
  if (scenario.latencyMs > 0) await sleep(scenario.latencyMs);

  const operation = getOperation(operationId);
  const forced = forcedStatus(scenario, operationId, operation.proposed, operation.tag);
  // No answer: the connection drops, as a call that timed out does (the app sees a network error).
  if (forced === TIMEOUT) return HttpResponse.error();
  if (forced !== undefined) {
    const detail = `Simulated ${forced} for ${operationId} (mock scenario).`;
    if (forced === 400) return json({ ...validationProblemBody({ request: [detail] }) }, 400);
    return problem(forced, detail);
  }

  const realDb = getDb();
  try {
    let user: UserRow | null = null;
    if (operation.secured) {
      const authorized = authorize(request.headers.get('Authorization'), realDb);
      user = authorized?.user ?? null;
      if (!authorized) {
        const detail = request.headers.get('Authorization')
          ? 'The bearer token is invalid or expired.'
          : 'A bearer token is required.';
        return problem(401, detail);
      }
      // The proposed Driver role sees only its run: every staff call answers 403 (openapi.yaml, Role).
      if (user?.role === 'Driver' && !operation.driverAllowed)
        return problem(403, 'A Driver account may only read its run and file its proofs.');
    }

    const url = new URL(request.url);
    const read = await readBody(request, operation);
    if (read.error) return validationProblem({ body: [read.error] });
    const checked = await checkRequest(operationId, { params: rawParams, query: url.searchParams, body: read.body });
    if (hasErrors(checked.errors)) return validationProblem(checked.errors);

    const db = getScenario().empty && !isWrite(operation.method) ? emptyDb() : realDb;
    const clockNow = now();
    const response = await resolver({
      request,
      url,
      operation,
      params: checked.params,
      query: checked.query,
      body: checked.body,
      db,
      user,
      now: clockNow,
      join: { requestUrl: request.url, now: clockNow },
    });
    if ((options.persist ?? isWrite(operation.method)) && response.status < 400) await persistChanges();
    return response;
  } catch (error) {
    if (error instanceof HttpError) return error.response;
    console.error(`[mock] ${operationId} failed`, error);
    return problem(500, 'Unexpected error in the mock backend.');
  }
}

/** A msw handler for `operationId`, answered by `resolver` after the common steps. */
export function defineOperation(
  operationId: string,
  resolver: OperationResolver,
  options: OperationOptions = {},
): OperationDefinition {
  const handler = http.all(
    async ({ request }) => {
      const match = await routeOf(request);
      return match?.operation.operationId === operationId ? { matches: true, params: match.params } : false;
    },
    ({ request, params }) => handle(operationId, resolver, options, request, params as Record<string, string>),
  );
  // msw prints this in its logs ("all [custom predicate]" otherwise).
  handler.info.header = `${operationId} (openapi.yaml)`;
  return { operationId, handler };
}
