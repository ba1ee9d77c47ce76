import { describe, expect, it } from 'vitest';
import { makeOrder } from '@/entities/order/test/orderFixtures';
import { filterIndexedOrders, indexOrders, normaliseSearch } from './orderSearch';

const orders = [
  makeOrder(1001, {
    customerName: 'Dewi Lestari',
    phoneNumber: '0812-3456-7890',
    statuses: ['Pending'],
    payments: ['Pending'],
  }),
  makeOrder(1002, {
    customerName: 'Budi Santoso',
    phoneNumber: '081398765432',
    statuses: ['Completed', 'Pending'],
    payments: ['Paid'],
    flowerProduct: { productID: 3, productName: 'Anggrek Bulan Putih', description: 'Anggrek', imageUrl: '' },
  }),
  makeOrder(1003, {
    customerName: 'Siti Rahma',
    phoneNumber: '087812340000',
    address: 'Jl. Dewi Sartika 4',
    statuses: ['Shipped'],
    payments: [],
  }),
  makeOrder(2010, {
    customerName: 'Rina',
    phoneNumber: '+62 857 1111 2222',
    statuses: [],
    payments: ['Refunded'],
    flowerProduct: null,
  }),
];
const index = indexOrders(orders);
const ids = (search: string, status = 'all', payment = 'all') =>
  filterIndexedOrders(index, normaliseSearch(search), status as never, payment as never).map((order) => order.orderID);

describe('order search (customerName, product name, order ID or phone number)', () => {
  it('matches the customer name, any case, and not the address', () => {
    expect(ids('dewi')).toEqual([1001]);
    expect(ids('  SANTOSO ')).toEqual([1002]);
    expect(ids('Sartika')).toEqual([]);
  });

  it('matches the product name', () => {
    expect(ids('anggrek')).toEqual([1002]);
    expect(ids('mawar')).toEqual([1001, 1003]);
  });

  it('matches the order ID, with or without #', () => {
    expect(ids('1002')).toEqual([1002]);
    expect(ids('#2010')).toEqual([2010]);
    expect(ids('# 1003')).toEqual([1003]);
  });

  it('matches the phone number as written, by its digits, and in the 62 form', () => {
    expect(ids('0812-3456')).toEqual([1001]);
    expect(ids('08123456')).toEqual([1001]);
    expect(ids('0857 1111')).toEqual([2010]);
    expect(ids('+62 813 9876')).toEqual([1002]);
    expect(ids('6285711112222')).toEqual([2010]);
  });

  it('does not match across two fields', () => {
    expect(ids('lestari buket')).toEqual([]);
  });

  it('filters by the displayed (first) status and payment; Unknown shows only under All', () => {
    expect(ids('', 'Pending')).toEqual([1001]);
    expect(ids('', 'Completed')).toEqual([1002]);
    expect(ids('', 'all', 'Paid')).toEqual([1002]);
    expect(ids('', 'all', 'Refunded')).toEqual([2010]);
    expect(ids('', 'all', 'Pending')).toEqual([1001]);
    expect(ids('')).toEqual([1001, 1002, 1003, 2010]);
    expect(ids('dewi', 'Completed')).toEqual([]);
  });

  it('normalises the search: trimmed, lowercased, without the leading #', () => {
    expect(normaliseSearch('  #1001 ')).toBe('1001');
    expect(normaliseSearch('Dewi')).toBe('dewi');
  });
});
