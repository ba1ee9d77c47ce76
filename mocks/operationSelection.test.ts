import { getResponse } from 'msw';
import { beforeEach, afterEach, describe, expect, it, vi } from 'vitest';
import { operationDefinitions, operationIds } from './handlers';
import { acceptAnyBearerToken } from './handlers/authPolicy';
import { issueToken } from './handlers/authToken';
import { resetMockBackend } from './node';
import { reportUnknownOperations, selectOperations } from './operationSelection';

const ORIGIN = 'https://api.staging.example';
const SETTINGS = `${ORIGIN}/api/delivery/settings`;

describe('selectOperations (hybrid mode)', () => {
  it('takes the handlers of the listed operationIds, in the order listed', () => {
    const selection = selectOperations(operationDefinitions, ['updateDeliverySettings', 'getDeliverySettings']);
    expect(selection.operationIds).toEqual(['updateDeliverySettings', 'getDeliverySettings']);
    expect(selection.handlers).toHaveLength(2);
    const byId = new Map(operationDefinitions.map((definition) => [definition.operationId, definition.handler]));
    expect(selection.handlers).toEqual([byId.get('updateDeliverySettings'), byId.get('getDeliverySettings')]);
    expect(selection.unknown).toEqual([]);
  });

  it('leaves out unknown names and names them, each once', () => {
    const selection = selectOperations(operationDefinitions, [
      'getDeliverySettings',
      'getDeliverySetting',
      'getDeliverySetting',
      'GETDELIVERYSETTINGS',
    ]);
    expect(selection.operationIds).toEqual(['getDeliverySettings']);
    expect(selection.unknown).toEqual(['getDeliverySetting', 'GETDELIVERYSETTINGS']);
  });

  it('takes nothing from an empty list', () => {
    expect(selectOperations(operationDefinitions, [])).toEqual({ handlers: [], operationIds: [], unknown: [] });
  });

  it('can take every operation', () => {
    expect(selectOperations(operationDefinitions, operationIds).handlers).toHaveLength(operationDefinitions.length);
  });

  it('reports unknown names in one console warning, and nothing when all are known', () => {
    const warn = vi.fn();
    reportUnknownOperations([], warn);
    expect(warn).not.toHaveBeenCalled();
    reportUnknownOperations(['getDeliverySetting', 'nope'], warn);
    expect(warn).toHaveBeenCalledExactlyOnceWith(expect.stringMatching(/getDeliverySetting, nope; ignored$/));
  });
});

describe('the selected handlers', () => {
  beforeEach(() => resetMockBackend());
  afterEach(() => acceptAnyBearerToken(false));

  const { handlers } = selectOperations(operationDefinitions, ['getDeliverySettings', 'updateDeliverySettings']);

  it('answer the listed operations on any origin and leave every other request to the network', async () => {
    const settings = await getResponse(handlers, new Request(SETTINGS));
    expect(settings?.status).toBe(200);
    expect(await settings?.json()).toHaveProperty('sameDayCutoff', null);
    expect(await getResponse(handlers, new Request(`${ORIGIN}/api/CustomerOrder`))).toBeUndefined();
    expect(
      await getResponse(handlers, new Request(`${ORIGIN}/api/delivery/availability?from=2026-12-01&days=7`)),
    ).toBeUndefined();
    expect(
      await getResponse(handlers, new Request(`${ORIGIN}/auth/login`, { method: 'POST', body: '{}' })),
    ).toBeUndefined();
  });

  async function saveSettings(authorization?: string) {
    const current = await (await getResponse(handlers, new Request(SETTINGS)))!.json();
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (authorization) headers.authorization = authorization;
    return getResponse(handlers, new Request(SETTINGS, { method: 'PUT', headers, body: JSON.stringify(current) }));
  }

  it('accept any bearer token for a secured operation in hybrid mode (the real auth server is the authority), none without one', async () => {
    acceptAnyBearerToken(true);
    expect((await saveSettings('Bearer eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJzdGFmZiJ9.c2ln'))?.status).toBe(200);
    expect((await saveSettings(`Bearer ${issueToken('owner')}`))?.status).toBe(200);
    expect((await saveSettings())?.status).toBe(401);
    expect((await saveSettings('Basic b3duZXI6b3duZXIxMjM='))?.status).toBe(401);
  });

  it('accept only the mock’s own tokens outside hybrid mode', async () => {
    expect((await saveSettings('Bearer eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJzdGFmZiJ9.c2ln'))?.status).toBe(401);
    expect((await saveSettings(`Bearer ${issueToken('owner')}`))?.status).toBe(200);
  });
});
