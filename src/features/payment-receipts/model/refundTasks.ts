import type { PaymentMethod, RefundTask } from '@/api/generated/shopApi';

/** What is still to return of a task: its amount less what was returned already, never below zero. */
export const remainingOf = (task: Pick<RefundTask, 'amount' | 'refunded'>) =>
  Math.max(0, task.amount - Math.max(0, task.refunded));

/** The gateways cannot refund a virtual-account payment: staff transfer it themselves ('manual'). */
export const isVirtualAccount = (method: PaymentMethod | string) => method.startsWith('va_');

/** Open tasks first, each group in the server's order (newest first). */
export function openFirst(tasks: readonly RefundTask[]): RefundTask[] {
  return [...tasks.filter((task) => task.state === 'open'), ...tasks.filter((task) => task.state !== 'open')];
}
