import { useMemo } from 'react';
import { useGetDeliveryAvailabilityQuery } from '@/entities/delivery/api';
import { useDeliverySettings } from '@/entities/delivery/useDeliverySettings';
import { shopNow, shopToday } from '@/lib/dates/shopClock';
import { leadDaysOf, type WizardDelivery } from '../model/deliveryChoice';

/** How many days of availability the wizard asks for (the API allows up to 62). */
export const AVAILABILITY_DAYS = 62;

export type WizardDeliveryState =
  | { mode: 'loading' }
  /** The backend does not offer the delivery rules (404/501) or the call failed: the wizard as the product describes it. */
  | { mode: 'legacy' }
  | { mode: 'rules'; delivery: WizardDelivery; refetch: () => void };

/**
 * The shop's delivery rules for the wizard (docs/product-rules.md#delivery-rules-proposed): the settings and
 * the days still open from the shop's today, for the chosen category's days of notice.
 */
export function useWizardDelivery(categoryId: number | undefined): WizardDeliveryState {
  const state = useDeliverySettings();
  const from = shopToday();
  const availability = useGetDeliveryAvailabilityQuery(
    { from, days: AVAILABILITY_DAYS, categoryId },
    { skip: state.status !== 'supported' },
  );
  const settings = state.settings;
  const data = availability.data;
  const delivery = useMemo<WizardDelivery | undefined>(() => {
    if (!settings) return undefined;
    return {
      settings,
      days: new Map((data ?? []).map((day) => [day.date, day])),
      now: new Date(shopNow()),
      leadDays: leadDaysOf(settings, categoryId),
    };
  }, [settings, data, categoryId]);
  if (state.status === 'loading') return { mode: 'loading' };
  if (state.status !== 'supported' || !delivery) return { mode: 'legacy' };
  const refetch = () => {
    state.refetch();
    void availability.refetch();
  };
  return { mode: 'rules', delivery, refetch };
}
