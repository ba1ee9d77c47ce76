import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { NewItemsBar } from '@/components/announce/NewItemsBar';
import '@/entities/order/ui/NewOrders.css';

interface Props {
  /** Orders new since staff last looked. */
  count: number;
  onAcknowledge(): void;
  /** What the screen reader says once when orders arrive ('2 pesanan baru'). */
  message: { text: string; serial: number };
  soundOn: boolean;
  onSound(on: boolean): void;
  /** Nothing to mark before the first load. */
  loading: boolean;
}

/**
 * Above the orders: '{n} pesanan baru sejak terakhir dilihat' with 'Tandai sudah dilihat' while there
 * are new orders, the 'Bunyi notifikasi' switch, and the polite live region that speaks arrivals (NewItemsBar).
 */
export const NewOrdersBar = memo(function NewOrdersBar(props: Props) {
  const { t } = useTranslation('orders');
  const texts = {
    label: t('newOrders.label'),
    summary: t('newOrders.summary', { count: props.count }),
    acknowledge: t('newOrders.acknowledge'),
    sound: t('newOrders.sound'),
  };
  return <NewItemsBar name="orders" texts={texts} {...props} />;
});
