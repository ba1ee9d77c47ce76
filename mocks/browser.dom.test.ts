import { afterEach, describe, expect, it, vi } from 'vitest';
import { getShopClockOffset, shopNow, shopToday, shopTomorrow } from '@/lib/dates/shopClock';
import { resetMockBackend } from './backend';
import { startMockBackend } from './browser';
import { getScenario, setScenario } from './scenarios/store';
import { followScenarioClock } from './shopClockLink';

// No service worker and no IndexedDB in jsdom: the worker does nothing, the state stays in memory.
vi.mock('msw/browser', () => ({ setupWorker: () => ({ start: async () => undefined }) }));
vi.mock('./db/persistence/indexedDb', async () => {
  const { createMemoryPersistence } = await import('./db/persistence/memory');
  return { createIndexedDbPersistence: () => createMemoryPersistence() };
});

const REAL_NOW = new Date('2026-11-23T10:00:00Z'); // 17:00 on 23 November in the shop (Asia/Jakarta)

describe("the app's shop clock in mock mode", () => {
  afterEach(() => {
    vi.useRealTimers();
    window.history.replaceState(null, '', '/');
  });

  it('follows the scenario clock while linked, and is the real clock again once unlinked', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(REAL_NOW);
    setScenario('clock:2026-12-24T12:30:00+07:00');
    const stop = followScenarioClock();
    expect(new Date(shopNow()).toISOString()).toBe('2026-12-24T05:30:00.000Z');
    expect(shopTomorrow()).toBe('2026-12-25');

    vi.setSystemTime(REAL_NOW.getTime() + 90_000);
    expect(new Date(shopNow()).toISOString()).toBe('2026-12-24T05:31:30.000Z');

    setScenario('latency:5');
    expect(getShopClockOffset()).toBe(0);
    expect(shopToday()).toBe('2026-11-23');

    setScenario('clock:2026-12-31T23:59');
    expect(shopToday()).toBe('2026-12-31');
    expect(shopTomorrow()).toBe('2027-01-01');

    stop();
    expect(getShopClockOffset()).toBe(0);
    setScenario('clock:2026-12-24');
    expect(getShopClockOffset()).toBe(0);
  });

  it('starts from ?mock=clock:…, follows window.__mockBackend and a reset', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(REAL_NOW);
    window.history.replaceState(null, '', '/public/home?mock=clock:2026-12-24T12:30:00%2B07:00');
    await startMockBackend();
    expect(getScenario().clock?.start).toBe('2026-12-24T05:30:00.000Z');
    expect(shopToday()).toBe('2026-12-24');
    expect(shopTomorrow()).toBe('2026-12-25');

    window.__mockBackend?.setScenario('clock:off');
    expect(shopToday()).toBe('2026-11-23');
    window.__mockBackend?.setScenario('clock:2027-02-01');
    expect(shopToday()).toBe('2027-02-01');

    await resetMockBackend();
    expect(getShopClockOffset()).toBe(0);
    expect(shopToday()).toBe('2026-11-23');
  });
});
