import { useTranslation } from 'react-i18next';

/** Badge colours (spec §4): order pending yellow, processing blue, completed green, cancelled red, delivered purple, others grey; payment pending yellow, paid green, failed red, refunded purple. */
const TONES: Record<string, string> = {
  Pending: 'bo-badge--yellow',
  Processing: 'bo-badge--blue',
  Completed: 'bo-badge--green',
  Delivered: 'bo-badge--purple',
  Cancelled: 'bo-badge--red',
  Paid: 'bo-badge--green',
  Failed: 'bo-badge--red',
  Refunded: 'bo-badge--purple',
};

export function StatusBadge({ value, kind }: { value: string; kind: 'status' | 'payment' }) {
  const { t } = useTranslation('tables');
  const known = value in TONES || value === 'Unknown';
  return <span className={`bo-badge ${TONES[value] ?? 'bo-badge--grey'}`}>{t(`${kind}.${known ? value : 'Unknown'}`)}</span>;
}
