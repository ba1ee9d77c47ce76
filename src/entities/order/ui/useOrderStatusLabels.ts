import { useTranslation } from 'react-i18next';
import { toOrderStatus, toPaymentStatus } from '../model/orderStatus';

/** Translated labels of order and payment statuses (namespace `orderStatus`); anything not known reads Unknown. */
export function useOrderStatusLabels() {
  const { t } = useTranslation('orderStatus');
  return {
    orderStatusLabel: (status: string | null | undefined) => t(`order.${toOrderStatus(status)}`),
    paymentStatusLabel: (status: string | null | undefined) => t(`payment.${toPaymentStatus(status)}`),
  };
}
