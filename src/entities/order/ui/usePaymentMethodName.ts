import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A gateway payment method's name as staff read it ('QRIS', 'VA BCA', 'GoPay'; namespace `orders`, `paidVia.methods`);
 * a method the app does not know reads as the server wrote it.
 */
export function usePaymentMethodName() {
  const { t } = useTranslation('orders');
  return useCallback(
    (method: string | null | undefined) => (method ? t(`paidVia.methods.${method}`, { defaultValue: method }) : ''),
    [t],
  );
}
