import { useTranslation } from 'react-i18next';
import { NewItemBadge } from '@/components/announce/NewItemBadge';
import './NewOrders.css';

/** 'Baru' beside an order that arrived since staff last looked (its text is read with the order: '#1073 Siti Baru'). */
export function NewOrderBadge() {
  const { t } = useTranslation('orders');
  return <NewItemBadge label={t('newOrders.badge')} />;
}
