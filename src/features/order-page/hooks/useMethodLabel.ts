import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '@/api/generated/shopApi';
import { METHOD_NAMES, methodKind } from '@/lib/payments/paymentMethods';

/** A method as the customer reads it on a payment's line: 'QRIS', 'Virtual Account BCA', 'GoPay'. */
export function useMethodLabel(): (method: PaymentMethod) => string {
  const { t } = useTranslation('orderPage');
  return useCallback(
    (method: PaymentMethod) =>
      methodKind(method) === 'va' ? t('gateway.vaTitle', { bank: METHOD_NAMES[method] }) : METHOD_NAMES[method],
    [t],
  );
}
