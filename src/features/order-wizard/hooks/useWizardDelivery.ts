import { useMemo } from 'react';
import { useGetDeliveryAvailabilityQuery } from '@/entities/delivery/api';
import { useDeliverySettings } from '@/entities/delivery/useDeliverySettings';
import { proposedCallStatus } from '@/lib/api/unsupportedCall';
import { shopNow, shopToday } from '@/lib/dates/shopClock';
import { leadDaysOf } from '@/lib/delivery/deliveryRules';
import type { WizardDelivery } from '../model/deliveryChoice';

/** How many days of availability the wizard asks for (the API allows up to 62). */
export const AVAILABILITY_DAYS = 62;

/** A call that failed, with its retry. */
export interface DeliveryFailure {
  retry: () => void;
  /** the retry is on its way */
  retrying: boolean;
}

export type WizardDeliveryState =
  | { mode: 'loading' }
  /** The backend does not offer the delivery rules (404/501 only): the wizard as the product describes it. */
  | { mode: 'legacy' }
  /** The settings call failed otherwise (5xx, a timeout, no network): the rules are unknown, nothing can be ordered. */
  | { mode: 'failed'; failure: DeliveryFailure }
  | {
      mode: 'rules';
      delivery: WizardDelivery;
      refetch: () => void;
      /** The open days could not be checked (`delivery.daysUnchecked`): their retry. */
      daysFailure?: DeliveryFailure;
    };

/**
 * The shop's delivery rules for the wizard (docs/product-rules.md#delivery-rules-proposed): the settings and
 * the days still open from the shop's today, for the chosen category's days of notice. Only a 404/501 makes it
 * the product's wizard; any other failure of either call is shown with a retry.
 */
export function useWizardDelivery(categoryId: number | undefined): WizardDeliveryState {
  const state = useDeliverySettings();
  const from = shopToday();
  const availability = useGetDeliveryAvailabilityQuery(
    { from, days: AVAILABILITY_DAYS, categoryId },
    { skip: state.status !== 'supported' },
  );
  // A backend with the settings but without the availability (404/501): the days follow the settings' rules.
  const daysStatus = state.status === 'supported' ? proposedCallStatus(availability) : 'loading';
  const daysUnchecked = daysStatus === 'failed';
  const settings = state.settings;
  const data = availability.data;
  const delivery = useMemo<WizardDelivery | undefined>(() => {
    if (!settings) return undefined;
    return {
      settings,
      // Unknown is not open: after a failure no day counts as checked, not even from an earlier answer.
      days: new Map((daysUnchecked ? [] : (data ?? [])).map((day) => [day.date, day])),
      now: new Date(shopNow()),
      leadDays: leadDaysOf(settings, categoryId),
      ...(daysUnchecked ? { daysUnchecked } : {}),
    };
  }, [settings, data, categoryId, daysUnchecked]);
  if (state.status === 'loading') return { mode: 'loading' };
  if (state.status === 'unsupported') return { mode: 'legacy' };
  if (state.status === 'error' || !delivery)
    return { mode: 'failed', failure: { retry: state.refetch, retrying: state.fetching } };
  const refetch = () => {
    state.refetch();
    void availability.refetch();
  };
  const daysFailure = daysUnchecked
    ? { retry: () => void availability.refetch(), retrying: availability.isFetching }
    : undefined;
  return { mode: 'rules', delivery, refetch, ...(daysFailure ? { daysFailure } : {}) };
}
