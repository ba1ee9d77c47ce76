import { useTranslation } from 'react-i18next';

/** A count as the badge shows it: up to 99, then '99+'. */
const shown = (count: number) => (count > 99 ? '99+' : String(count));

/**
 * The accessible name of a navigation link with a count: the visible label, then the count as the badge shows it
 * ('Bukti Pembayaran, 2 menunggu'), so what is seen can be said; undefined (the label alone) without one.
 */
export function useNavLinkName() {
  const { t } = useTranslation('shell');
  return (key: string, count: number) =>
    count > 0 ? t('sidebar.pendingCount', { label: t(`sidebar.${key}`), count: shown(count) }) : undefined;
}

/** A navigation item's count, beside its label (nothing when 0). */
export function NavBadge({ count, className = '' }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return <span className={`badge rounded-pill text-bg-danger ${className}`}>{shown(count)}</span>;
}
