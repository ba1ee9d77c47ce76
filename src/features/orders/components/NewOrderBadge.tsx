import { useTranslation } from 'react-i18next';
import './NewOrders.css';

/** 'Baru' beside an order that arrived since staff last looked (its text is read with the order). */
export function NewOrderBadge() {
  const { t } = useTranslation('orders');
  // The space keeps the badge a word of its own in the order's accessible name ('#1073 Siti Baru').
  return (
    <>
      {' '}
      <span className="badge rounded-pill new-order-badge">{t('newOrders.badge')}</span>
    </>
  );
}
