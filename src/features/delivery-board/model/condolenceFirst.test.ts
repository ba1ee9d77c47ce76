import { describe, expect, it } from 'vitest';
import type { BoardOrder } from '@/api/generated/shopApi';
import { makeOrder } from '@/entities/order/test/orderFixtures';
import { condolenceFirst } from './condolenceFirst';

const board = (occasion: BoardOrder['occasion'], eventAt?: string): BoardOrder => ({
  occasion,
  lines: { headline: 'Turut Berduka Cita', recipient: 'Bpk. Ahmad', sender: 'Keluarga' },
  style: 'gabus',
  symbol: 'none',
  characters: 30,
  ...(eventAt ? { eventAt } : {}),
});

describe('condolence boards first', () => {
  it('puts condolence boards first by their event, the rest after in the order they had', () => {
    const orders = [
      makeOrder(1),
      makeOrder(2, { board: board('duka', '2026-11-24T08:00:00.000Z') }),
      makeOrder(3, { board: board('pernikahan', '2026-11-24T01:00:00.000Z') }),
      makeOrder(4, { board: board('duka') }),
      makeOrder(5, { board: board('duka', '2026-11-24T02:00:00.000Z') }),
      makeOrder(6),
    ];
    expect(condolenceFirst(orders).map((order) => order.orderID)).toEqual([5, 2, 4, 1, 3, 6]);
  });

  it('leaves a lane without condolence boards as it was', () => {
    const orders = [makeOrder(3), makeOrder(1), makeOrder(2)];
    expect(condolenceFirst(orders)).toBe(orders);
  });
});
