import { useTranslation } from 'react-i18next';
import type { DeliveryQuote } from '@/lib/delivery/deliveryRules';
import { formatRupiah } from '@/lib/money/formatRupiah';

/**
 * The delivery fee as the summaries show it: 'Gratis' when nothing is due, else the amount; waiting for the address
 * while unknown.
 */
export function useDeliveryFeeText(): (quote: DeliveryQuote) => string {
  const { t } = useTranslation('order');
  return (quote) => {
    if (quote.fee === null) return t('summary.feePending');
    if (quote.fee === 0)
      return quote.fulfilment === 'pickup'
        ? `${t('summary.free')} (${t('details.fulfilmentPickup')})`
        : t('summary.free');
    return formatRupiah(quote.fee);
  };
}
