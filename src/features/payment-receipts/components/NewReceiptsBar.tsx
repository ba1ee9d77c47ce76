import { useTranslation } from 'react-i18next';
import { NewItemsBar } from '@/components/announce/NewItemsBar';

interface Props {
  /** Waiting receipts new since staff last looked. */
  count: number;
  onAcknowledge(): void;
  /** What the screen reader says once when receipts arrive ('1 bukti pembayaran baru'). */
  message: { text: string; serial: number };
  soundOn: boolean;
  onSound(on: boolean): void;
}

/**
 * Above the queue: '{n} bukti pembayaran baru sejak terakhir dilihat' with 'Tandai sudah dilihat' while there
 * are new receipts, the 'Bunyi notifikasi' switch, and the polite live region that speaks arrivals (NewItemsBar).
 */
export function NewReceiptsBar(props: Props) {
  const { t } = useTranslation('payments');
  const texts = {
    label: t('newReceipts.label'),
    summary: t('newReceipts.summary', { count: props.count }),
    acknowledge: t('newReceipts.acknowledge'),
    sound: t('newReceipts.sound'),
  };
  return <NewItemsBar name="proofs" texts={texts} loading={false} {...props} />;
}
