import { useTranslation } from 'react-i18next';
import { NewItemsBar } from '@/components/announce/NewItemsBar';

interface Props {
  /** Waiting proofs new since staff last looked. */
  count: number;
  onAcknowledge(): void;
  /** What the screen reader says once when proofs arrive ('1 bukti pembayaran baru'). */
  message: { text: string; serial: number };
  soundOn: boolean;
  onSound(on: boolean): void;
}

/**
 * Above the queue: '{n} bukti pembayaran baru sejak terakhir dilihat' with 'Tandai sudah dilihat' while there
 * are new proofs, the 'Bunyi notifikasi' switch, and the polite live region that speaks arrivals (NewItemsBar).
 */
export function NewProofsBar(props: Props) {
  const { t } = useTranslation('payments');
  const texts = {
    label: t('newProofs.label'),
    summary: t('newProofs.summary', { count: props.count }),
    acknowledge: t('newProofs.acknowledge'),
    sound: t('newProofs.sound'),
  };
  return <NewItemsBar name="proofs" texts={texts} loading={false} {...props} />;
}
