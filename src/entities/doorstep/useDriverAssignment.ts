import { useState } from 'react';
import type { CustomerOrder, DeliveryAssignmentInput } from '@/api/generated/shopApi';
import { isUnsupportedCall } from '@/lib/api/unsupportedCall';
import { toShopDay } from '@/lib/dates/shopClock';
import { useAssignDeliveryDriverMutation } from './api';
import { useDeliveryDrivers } from './useDeliveryDrivers';

export type AssignmentPhase = 'idle' | 'saving' | 'saved' | 'failed' | 'unsupported';

/**
 * An order's place on a driver's run (assignDeliveryDriver, proposed): the Driver accounts and the stops of the
 * order's delivery day (listDeliveryRuns), and saving a new driver or place; the last try is kept for 'Coba Lagi'.
 */
export function useDriverAssignment(order: CustomerOrder) {
  const day = toShopDay(order.deliveryDate);
  const runs = useDeliveryDrivers(day || null);
  const [assign] = useAssignDeliveryDriverMutation();
  const [phase, setPhase] = useState<AssignmentPhase>('idle');
  const [lastTry, setLastTry] = useState<DeliveryAssignmentInput | null>(null);

  /** Resolves true once saved. */
  const save = async (input: DeliveryAssignmentInput): Promise<boolean> => {
    setLastTry(input);
    setPhase('saving');
    try {
      await assign({ id: order.orderID, deliveryAssignmentInput: input }).unwrap();
      setPhase('saved');
      return true;
    } catch (error) {
      setPhase(isUnsupportedCall(error) ? 'unsupported' : 'failed');
      return false;
    }
  };

  const run = runs.runs?.find((each) => each.driver === order.driver);
  const unsupported = phase === 'unsupported' || runs.status === 'unsupported';
  return {
    drivers: runs.drivers,
    stops: run?.stops.length ?? 0,
    loading: runs.loading,
    phase: unsupported ? ('unsupported' as const) : phase,
    save,
    retry: () => (lastTry ? save(lastTry) : Promise.resolve(false)),
  };
}
