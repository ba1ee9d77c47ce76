import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  configureBackend,
  flushPersistence,
  getDb,
  initMockBackend,
  now,
  persistChanges,
  resetMockBackend,
} from './backend';
import { createMemoryPersistence } from './db/persistence/memory';
import { getScenario, setScenario } from './scenarios/store';
import { createSeed } from './seed/createSeed';

const persistence = createMemoryPersistence();
const NOW = new Date('2026-04-01T03:00:00Z');

beforeEach(async () => {
  configureBackend({ persistence, now: NOW, saveDelayMs: 0 });
  await resetMockBackend();
});

describe('backend singleton', () => {
  it('uses the configured clock', () => {
    expect(now().toISOString()).toBe(NOW.toISOString());
  });

  it('persists a write and loads it back after a "reload"', async () => {
    getDb().generalParameters.insert({ paramCode: '960', paramName: 'Persisted', deskripsi: 'yes' });
    await persistChanges();
    expect((await persistence.load())?.generalParameters.at(-1)?.paramName).toBe('Persisted');

    getDb().generalParameters.removeWhere((row) => row.paramCode === '960'); // unsaved change, lost on reload
    expect(await initMockBackend()).toBe('persisted');
    expect(
      getDb()
        .generalParameters.all()
        .some((row) => row.paramCode === '960'),
    ).toBe(true);
  });

  it('--fresh discards the saved state and seeds', async () => {
    getDb().generalParameters.insert({ paramCode: '961', paramName: 'Gone', deskripsi: 'x' });
    await persistChanges();
    expect(await initMockBackend({ fresh: true })).toBe('seed');
    expect(
      getDb()
        .generalParameters.all()
        .some((row) => row.paramCode === '961'),
    ).toBe(false);
    expect(await persistence.load()).toBeNull();
  });

  it('reset restores the seed and clears persistence and the scenario', async () => {
    const seedCount = getDb().customerOrders.all().length;
    getDb().deleteOrder(getDb().customerOrders.all()[0].orderID);
    await persistChanges();
    setScenario('latency:100,empty');
    await resetMockBackend();
    expect(getDb().customerOrders.all()).toHaveLength(seedCount);
    expect(await persistence.load()).toBeNull();
    expect(getScenario()).toEqual({ latencyMs: 0, errors: {}, empty: false });
    await flushPersistence();
  });

  it('seeds deterministically for a fixed clock', async () => {
    const first = getDb().snapshot();
    await resetMockBackend();
    expect(getDb().snapshot()).toEqual(first);
  });
});

describe('clock scenario', () => {
  it('now() starts at the scenario instant and runs on in real time; clock:off returns to the configured clock', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2030-01-01T00:00:00Z'));
      setScenario('clock:2026-12-24T12:30:00+07:00');
      expect(now().toISOString()).toBe('2026-12-24T05:30:00.000Z');
      vi.setSystemTime(new Date('2030-01-01T00:05:00Z'));
      expect(now().toISOString()).toBe('2026-12-24T05:35:00.000Z');
      setScenario('clock:off');
      expect(now().toISOString()).toBe(NOW.toISOString());
    } finally {
      vi.useRealTimers();
    }
  });

  it('moves the handlers time, not the seed; reset clears it', async () => {
    const seeded = getDb().snapshot();
    setScenario('clock:2027-06-01T09:00:00+07:00');
    await resetMockBackend();
    expect(getDb().snapshot()).toEqual(seeded);
    expect(now().toISOString()).toBe(NOW.toISOString());
  });
});

describe('delivery settings', () => {
  it('are seeded, saved with the state, and reset with it', async () => {
    expect(getDb().deliverySettings?.sameDayCutoff).toBeNull();
    getDb().saveDeliverySettings({ ...getDb().deliverySettings!, sameDayCutoff: '13:00' });
    await persistChanges();
    expect((await persistence.load())?.deliverySettings?.sameDayCutoff).toBe('13:00');
    expect(await initMockBackend()).toBe('persisted');
    expect(getDb().deliverySettings?.sameDayCutoff).toBe('13:00');
    await resetMockBackend();
    expect(getDb().deliverySettings?.sameDayCutoff).toBeNull();
  });

  it('a state saved before delivery settings existed gets the seed ones', async () => {
    const { deliverySettings: _none, ...older } = getDb().snapshot();
    await persistence.save(older as never);
    expect(await initMockBackend()).toBe('persisted');
    expect(getDb().deliverySettings).toEqual(createSeed(NOW).deliverySettings);
  });
});
