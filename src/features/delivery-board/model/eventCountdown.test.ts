import { describe, expect, it } from 'vitest';
import { eventCountdown } from './eventCountdown';

const NOW = Date.parse('2026-11-24T10:00:00+07:00');
const MINUTE = 60_000;

describe('the time left until an event', () => {
  it('says the two largest parts, minutes rounded up', () => {
    expect(eventCountdown(NOW + 3 * 60 * MINUTE, NOW)).toEqual({
      started: false,
      parts: [{ unit: 'hours', count: 3 }],
    });
    expect(eventCountdown(NOW + (2 * 60 + 30) * MINUTE - 10_000, NOW)).toEqual({
      started: false,
      parts: [
        { unit: 'hours', count: 2 },
        { unit: 'minutes', count: 30 },
      ],
    });
    expect(eventCountdown(NOW + (26 * 60 + 5) * MINUTE, NOW)).toEqual({
      started: false,
      parts: [
        { unit: 'days', count: 1 },
        { unit: 'hours', count: 2 },
      ],
    });
    expect(eventCountdown(NOW + 20_000, NOW)).toEqual({ started: false, parts: [{ unit: 'minutes', count: 1 }] });
  });

  it('says the event has started at its time and after', () => {
    expect(eventCountdown(NOW, NOW)).toEqual({ started: true });
    expect(eventCountdown(NOW - 5 * MINUTE, NOW)).toEqual({ started: true });
  });
});
