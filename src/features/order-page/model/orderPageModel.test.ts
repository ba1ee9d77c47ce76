import { describe, expect, it } from 'vitest';
import { timeLeft, timeLeftParts } from './countdown';
import { deliveryTimeKey } from './deliveryTime';
import { historyLabelKey, paymentDue, progressSteps } from './progressSteps';

describe('progressSteps', () => {
  it('maps the order status onto received → arranging → delivered/completed', () => {
    expect(progressSteps({ status: 'Pending', fulfilment: 'delivery' })).toEqual([
      { key: 'received', state: 'current' },
      { key: 'arranging', state: 'next' },
      { key: 'delivered', state: 'next' },
    ]);
    expect(progressSteps({ status: 'Processing', fulfilment: null }).map((step) => step.state)).toEqual([
      'done',
      'current',
      'next',
    ]);
    expect(progressSteps({ status: 'Delivered', fulfilment: null }).at(-1)).toEqual({
      key: 'delivered',
      state: 'current',
    });
    expect(progressSteps({ status: 'Completed', fulfilment: 'delivery' }).at(-1)).toEqual({
      key: 'completed',
      state: 'current',
    });
    expect(progressSteps({ status: 'Pending', fulfilment: 'pickup' }).at(-1)?.key).toBe('completed');
  });

  it('a cancelled order stops after received', () => {
    expect(progressSteps({ status: 'Cancelled', fulfilment: null })).toEqual([
      { key: 'received', state: 'done' },
      { key: 'cancelled', state: 'current' },
    ]);
  });

  it('names history entries, unknown values as an update', () => {
    expect(historyLabelKey({ kind: 'status', value: 'Processing', at: '' })).toBe('history.status.Processing');
    expect(historyLabelKey({ kind: 'payment', value: 'Paid', at: '' })).toBe('history.payment.Paid');
    expect(historyLabelKey({ kind: 'status', value: 'Lost', at: '' })).toBe('history.status.Unknown');
  });

  it('something is due until paid, never for a cancelled order', () => {
    expect(paymentDue({ status: 'Pending', paymentStatus: 'Pending' })).toBe(true);
    expect(paymentDue({ status: 'Processing', paymentStatus: 'Failed' })).toBe(true);
    expect(paymentDue({ status: 'Pending', paymentStatus: 'Paid' })).toBe(false);
    expect(paymentDue({ status: 'Cancelled', paymentStatus: 'Pending' })).toBe(false);
  });
});

describe('timeLeft', () => {
  const now = Date.parse('2026-11-23T10:00:00+07:00');
  it('counts days, hours and minutes, minutes rounded up', () => {
    expect(timeLeft(now + (27 * 60 + 0.5) * 60_000, now)).toEqual({ days: 1, hours: 3, minutes: 1 });
    expect(timeLeft(now + 30_000, now)).toEqual({ days: 0, hours: 0, minutes: 1 });
  });
  it('is null once the deadline has passed', () => {
    expect(timeLeft(now, now)).toBeNull();
    expect(timeLeft(now - 1, now)).toBeNull();
  });
  it('says the two largest parts', () => {
    expect(timeLeftParts({ days: 1, hours: 3, minutes: 20 })).toEqual([
      { unit: 'days', count: 1 },
      { unit: 'hours', count: 3 },
    ]);
    expect(timeLeftParts({ days: 2, hours: 0, minutes: 5 })).toEqual([{ unit: 'days', count: 2 }]);
    expect(timeLeftParts({ days: 0, hours: 5, minutes: 20 })).toEqual([
      { unit: 'hours', count: 5 },
      { unit: 'minutes', count: 20 },
    ]);
    expect(timeLeftParts({ days: 0, hours: 0, minutes: 12 })).toEqual([{ unit: 'minutes', count: 12 }]);
  });
});

describe('deliveryTimeKey', () => {
  it('knows the four windows and nothing else', () => {
    expect(deliveryTimeKey('Pagi (08:00 - 12:00)')).toBe('morning');
    expect(deliveryTimeKey('Kapan Saja')).toBe('anytime');
    expect(deliveryTimeKey('10:00 - 11:00')).toBeNull();
  });
});
