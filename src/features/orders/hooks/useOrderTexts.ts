import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Where an order number goes in a translated template (left alone by i18next, replaced per row). */
const ID_SLOT = '\u0001id\u0001';

/**
 * The texts every order row and card shows, translated once per language
 * (not once per row and render): plain strings, and per-order labels as
 * templates filled with the order number by a string replace.
 */
export function useOrderTexts() {
  const { t } = useTranslation('orders');
  return useMemo(() => {
    const withId = (key: string) => {
      const template = t(key, { id: ID_SLOT });
      return (id: number) => template.replace(ID_SLOT, String(id));
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
    };
  }, [t]);
}

export type OrderTexts = ReturnType<typeof useOrderTexts>;
