import { describe, expect, it } from 'vitest';
import type { FlowerCategory, GalleryPage } from '../runtime/apiTypes';
import { call, expectContract, expectProblem, setBackendScenario, setupMockBackend } from './harness';

/** Scenario controls (latency, forced errors, empty database) seen from a client. */
setupMockBackend();

describe('scenarios', () => {
  it('forces an error status on one operation only', async () => {
    await setBackendScenario('error:listFlowerCategories:500');
    const failed = await call('listFlowerCategories');
    expectProblem('listFlowerCategories', failed, 500);
    expectContract('listPopularFlowerCategories', await call('listPopularFlowerCategories'), 200);
  });

  it('error:*: applies to every operation, a specific error wins over it', async () => {
    await setBackendScenario('error:*:503,error:listGeneralParameters:404');
    const any = await call('listGalleryImages');
    expect(any.status).toBe(503);
    expect(any.body).toMatchObject({ status: 503, title: 'Service Unavailable' });
    expect((await call('listGeneralParameters')).status).toBe(404);
    expect((await call('login', { body: { username: 'owner', password: 'owner123' } })).status).toBe(503);
  });

  it('error:<op>:timeout gives that operation no answer (a network error), the others answer as usual', async () => {
    await setBackendScenario('error:getDeliverySettings:timeout');
    await expect(call('getDeliverySettings')).rejects.toThrow(TypeError);
    expectContract('listFlowerCategories', await call('listFlowerCategories'), 200);
    await setBackendScenario('error:getDeliverySettings:none');
    expectContract('getDeliverySettings', await call('getDeliverySettings'), 200);
  });

  it('a forced 400 has the ValidationProblem shape', async () => {
    await setBackendScenario('error:listFlowerCategories:400');
    const result = await call('listFlowerCategories');
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      status: 400,
      title: 'One or more validation errors occurred.',
      errors: expect.any(Object),
    });
  });

  it('adds latency', async () => {
    await setBackendScenario('latency:250');
    const started = performance.now();
    expect((await call('listGeneralParameters')).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(240);
  });

  it('empty answers lists empty and gets 404 without destroying data; off restores it', async () => {
    const before = (await call<FlowerCategory[]>('listFlowerCategories')).body;
    await setBackendScenario('empty');
    expectContract('listFlowerCategories', await call('listFlowerCategories'), 200);
    expect((await call('listFlowerCategories')).body).toEqual([]);
    expect((await call<GalleryPage>('listGalleryImages')).body).toMatchObject({
      data: [],
      totalRecords: 0,
      totalPages: 0,
      hasNextPage: false,
    });
    expectProblem('getFlowerCategory', await call('getFlowerCategory', { params: { id: before[0].categoryID } }), 404);
    expect((await call<{ totalOrders: number }>('getDashboardSummary')).body.totalOrders).toBe(0);
    await setBackendScenario('off');
    expect((await call('listFlowerCategories')).body).toEqual(before);
  });
});
