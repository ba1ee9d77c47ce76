import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '@/lib/orders/orderValues';
import { canCancel, isOpenStatus, nextStatusOf } from './statusMoves';

const ALL = [...ORDER_STATUSES, 'Unknown'] as const;

describe('the moves of the delivery board', () => {
  it('steps Pending → Processing → Completed → Delivered, and no further', () => {
    expect(ALL.map(nextStatusOf)).toEqual(['Processing', 'Completed', 'Delivered', undefined, undefined, undefined]);
  });

  it('cancels while the order is open: not Completed, Delivered or Cancelled', () => {
    expect(ALL.filter(isOpenStatus)).toEqual(['Pending', 'Processing', 'Unknown']);
    expect(ALL.filter(canCancel)).toEqual(['Pending', 'Processing', 'Unknown']);
  });
});
