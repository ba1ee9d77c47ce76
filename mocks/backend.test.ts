import { beforeEach, describe, expect, it } from 'vitest';
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
    expect(getDb().generalParameters.all().some((row) => row.paramCode === '960')).toBe(true);
  });

  it('--fresh discards the saved state and seeds', async () => {
    getDb().generalParameters.insert({ paramCode: '961', paramName: 'Gone', deskripsi: 'x' });
    await persistChanges();
    expect(await initMockBackend({ fresh: true })).toBe('seed');
    expect(getDb().generalParameters.all().some((row) => row.paramCode === '961')).toBe(false);
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
