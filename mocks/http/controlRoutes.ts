import type { ServerResponse } from 'node:http';
import { resetMockBackend } from '../backend';
import { normalizeScenario, parseScenario, serializeScenario, type ScenarioState } from '../scenarios/scenario';
import { getScenario, setScenario } from '../scenarios/store';
import { sendJson } from './fetchBridge';

/**
 * Control endpoints of the HTTP server (not part of openapi.yaml):
 *
 *   GET  /__mock/scenario   → 200 { scenario, mock }   the current scenario and its `?mock=` form
 *   POST /__mock/scenario   body: { "mock": "latency:800,error:listFlowerCategories:500,empty" }
 *                           or a scenario object { "latencyMs": 800, "errors": { "*": 503 }, "empty": false }
 *                           or text/plain in the `?mock=` syntax ("off" clears)
 *                           → 200 { scenario, mock }
 *   POST /__mock/reset      → 204; restores the seed, deletes the data file's state, clears the scenario
 */

export const CONTROL_PREFIX = '/__mock/';

function describe(state: ScenarioState) {
  return { scenario: state, mock: serializeScenario(state) };
}

function scenarioFromBody(body: Buffer, contentType: string): ScenarioState | { error: string } {
  const text = body.toString('utf8').trim();
  if (!text) return { error: 'Send { "mock": "<scenario>" } or a scenario object.' };
  if (!contentType.includes('json')) return parseScenario(text).state;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { error: 'The body is not valid JSON.' };
  }
  if (typeof parsed === 'string') return parseScenario(parsed).state;
  if (parsed && typeof parsed === 'object' && typeof (parsed as { mock?: unknown }).mock === 'string') {
    return parseScenario((parsed as { mock: string }).mock).state;
  }
  return normalizeScenario(parsed as Partial<ScenarioState>);
}

/** Answers a control request; false when `pathname` is not a control route. */
export async function handleControlRoute(
  method: string,
  pathname: string,
  body: Buffer,
  contentType: string,
  response: ServerResponse,
  headers: Record<string, string>,
): Promise<boolean> {
  if (pathname === '/__mock/scenario') {
    if (method === 'GET') {
      sendJson(response, 200, describe(getScenario()), headers);
    } else if (method === 'POST' || method === 'PUT') {
      const next = scenarioFromBody(body, contentType);
      if ('error' in next) sendJson(response, 400, { title: 'Bad scenario', status: 400, detail: next.error }, headers);
      else sendJson(response, 200, describe(setScenario(next)), headers);
    } else {
      sendJson(response, 405, { title: 'Method Not Allowed', status: 405 }, { ...headers, allow: 'GET, POST' });
    }
    return true;
  }
  if (pathname === '/__mock/reset') {
    if (method !== 'POST') {
      sendJson(response, 405, { title: 'Method Not Allowed', status: 405 }, { ...headers, allow: 'POST' });
      return true;
    }
    await resetMockBackend();
    response.writeHead(204, headers);
    response.end();
    return true;
  }
  return false;
}
