import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isPaymentMethod, METHOD_NAMES, methodKind } from '@/lib/payments/paymentMethods';

/**
 * A gateway payment method's name as staff read it: 'QRIS', 'VA BCA', 'GoPay' — the bank's or the wallet's own name
 * (src/lib/payments/paymentMethods.ts), a virtual account prefixed as the language writes it (namespace `orders`,
 * `paidVia.virtualAccount`). A method the app does not know reads as the server wrote it.
 */
export function usePaymentMethodName() {
  const { t } = useTranslation('orders');
  return useCallback(
    (method: string | null | undefined) => {
      if (!method) return '';
      if (!isPaymentMethod(method)) return method;
      const name = METHOD_NAMES[method];
      return methodKind(method) === 'va' ? t('paidVia.virtualAccount', { bank: name }) : name;
    },
    [t],
  );
}
