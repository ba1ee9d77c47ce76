import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderTimelineEvent } from '@/api/generated/shopApi';
import { useOrderStatusLabels } from '@/entities/order/ui/useOrderStatusLabels';
import { usePaymentMethodName } from '@/entities/order/ui/usePaymentMethodName';
import { providerName } from '@/lib/payments/paymentMethods';
import { TIMELINE_EVENT_TYPES, VALUE_IN_LABEL } from '../model/timelineEvents';

/**
 * The words of one 'Riwayat' event: what happened (a label per type, with the new status, outcome or decision when
 * the event carries one), who did it (a staff member's username, 'Pelanggan', the gateway or 'Sistem') and the
 * payment method as staff read it (a refund's: through the gateway or a manual transfer).
 */
export function useTimelineTexts() {
  const { t } = useTranslation('orders');
  const { orderStatusLabel, paymentStatusLabel } = useOrderStatusLabels();
  const methodName = usePaymentMethodName();

  const valueText = useCallback(
    ({ type, value = '' }: OrderTimelineEvent) => {
      switch (type) {
        case 'status_changed':
          return orderStatusLabel(value);
        case 'payment_status_changed':
          return paymentStatusLabel(value);
        case 'delivery_proof':
          return t(`doorstep.outcome.${value}`, { defaultValue: value });
        default:
          return t(`history.values.${value}`, { defaultValue: value });
      }
    },
    [t, orderStatusLabel, paymentStatusLabel],
  );

  const label = useCallback(
    (event: OrderTimelineEvent) => {
      if (!TIMELINE_EVENT_TYPES.has(event.type)) return t('history.types.other');
      if (event.value && VALUE_IN_LABEL.has(event.type))
        return t(`history.withValue.${event.type}`, { value: valueText(event) });
      return t(`history.types.${event.type}`);
    },
    [t, valueText],
  );

  const actor = useCallback(
    ({ actor: who }: OrderTimelineEvent) => {
      const name = who?.name?.trim();
      if (who?.kind === 'customer') return t('history.actor.customer');
      if (who?.kind === 'user') return name || t('history.actor.staff');
      return name || t('history.actor.system');
    },
    [t],
  );

  const method = useCallback(
    (event: OrderTimelineEvent) => {
      if (!event.method) return '';
      const name =
        event.type === 'refund'
          ? t(`history.refundMethod.${event.method}`, { defaultValue: event.method })
          : methodName(event.method);
      if (!event.provider) return name;
      const provider = providerName(event.provider);
      return t('history.methodWithProvider', { method: name, provider });
    },
    [t, methodName],
  );

  return { label, actor, method, valueText };
}
