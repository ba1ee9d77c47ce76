import type { CustomerOrder } from '@/api/generated/shopApi';

export interface CustomerSummary {
  key: string;
  name: string;
  phone: string;
  address: string;
  orders: number;
  totalSpent: number;
  lastOrder: string;
}

/** Customers as the orders know them, one per phone number (name and address from their latest order). */
export function summariseCustomers(orders: readonly CustomerOrder[]): CustomerSummary[] {
  const byPhone = new Map<string, CustomerSummary>();
  const sorted = [...orders].sort((a, b) => a.orderDate.localeCompare(b.orderDate));
  for (const order of sorted) {
    const key = order.phoneNumber.replace(/\D/g, '') || order.customerName.trim().toLowerCase();
    const known = byPhone.get(key);
    byPhone.set(key, {
      key,
      name: order.customerName,
      phone: order.phoneNumber,
      address: order.address,
      orders: (known?.orders ?? 0) + 1,
      totalSpent: (known?.totalSpent ?? 0) + order.totalPrice,
      lastOrder: order.orderDate,
    });
  }
  return [...byPhone.values()].sort((a, b) => b.totalSpent - a.totalSpent);
}

export function searchCustomers(customers: readonly CustomerSummary[], query: string): CustomerSummary[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...customers];
  return customers.filter(
    (customer) =>
      customer.name.toLowerCase().includes(needle) ||
      customer.phone.includes(needle) ||
      customer.address.toLowerCase().includes(needle),
  );
}
