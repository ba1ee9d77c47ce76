import { afterEach, beforeEach, vi } from 'vitest';
import { resetMockBackend } from '@mocks/node';

/**
 * Fixes the system clock (only `Date`; timers run normally, so Testing
 * Library, user-event and the mock backend behave as usual) for every test of
 * the calling file, so date rules give the same answer at any hour and in
 * any machine time zone. The mock backend is seeded again at that instant, so
 * the seed's orders stand where they would on that day, whatever day the
 * tests run on.
 */
export function fixClockAt(at: Date): void {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at);
    await resetMockBackend();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/** 23:59 in the shop (Asia/Jakarta) on Monday 23 November 2026: one minute before its day turns. */
export const SHOP_LAST_MINUTE = new Date('2026-11-23T23:59:00+07:00');
/** 00:01 in the shop on Tuesday 24 November 2026 (still the 23rd in UTC). */
export const SHOP_FIRST_MINUTE = new Date('2026-11-24T00:01:00+07:00');
