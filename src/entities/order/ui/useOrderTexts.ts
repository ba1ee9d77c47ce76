import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Where an order number (or another per-order value) goes in a translated template (left alone by i18next, replaced
 * per row).
 */
const ID_SLOT = '\u0001id\u0001';

/**
 * The texts every order row and card shows, translated once per language
 * (not once per row and render): plain strings, and per-order labels as
 * templates filled with the order number by a string replace.
 */
export function useOrderTexts() {
  const { t } = useTranslation('orders');
  return useMemo(() => {
    const withId = (key: string, slot = 'id') => {
      const template = t(key, { [slot]: ID_SLOT });
      return (value: number | string) => template.replace(ID_SLOT, String(value));
    };
    return {
      orderNumber: withId('row.id'),
      selectOrder: withId('row.select'),
      viewOf: withId('actions.viewOf'),
      statusOf: withId('actions.statusOf'),
      paymentOf: withId('actions.paymentOf'),
      deleteOf: withId('actions.deleteOf'),
      view: t('actions.view'),
      delete: t('actions.delete'),
      statusPrompt: t('actions.status'),
      paymentPrompt: t('actions.payment'),
      noProduct: t('row.noProduct'),
      product: t('columns.product'),
      phone: t('details.phone'),
      quantity: t('columns.quantity'),
      total: t('columns.total'),
      orderDate: t('columns.orderDate'),
      fulfilment: t('terms.fulfilment'),
      delivery: t('terms.delivery'),
      deliveryTo: withId('terms.deliveryTo', 'zone'),
      pickup: t('terms.pickup'),
      fee: t('terms.fee'),
      free: t('terms.free'),
      withFee: withId('terms.withFee', 'fee'),
      freeDelivery: t('terms.freeDelivery'),
      textSurcharge: t('words:textSurcharge'),
      withTextSurcharge: withId('terms.withTextSurcharge', 'amount'),
    };
  }, [t]);
}

export type OrderTexts = ReturnType<typeof useOrderTexts>;
