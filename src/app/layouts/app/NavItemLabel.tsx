import { useTranslation } from 'react-i18next';
import { CountBadge, shownCount } from '@/components/badges/CountBadge';

/** A navigation item's count shows up to 99, then '99+'. */
const NAV_COUNT_MAX = 99;

/**
 * The accessible name of a navigation link with a count: its visible text as it reads, the label then the count as
 * the badge shows it, and what is counted ('Bukti Pembayaran 2 menunggu'); undefined (the label alone) without one.
 * Given as aria-label, so the collapsed rail, which hides the label, keeps it in the name.
 */
export function useNavLinkName() {
  const { t } = useTranslation('shell');
  return (key: string, count: number) =>
    count > 0
      ? t('sidebar.pendingCount', { label: t(`sidebar.${key}`), count: shownCount(count, NAV_COUNT_MAX) })
      : undefined;
}

/** A navigation item's count, after its label (nothing when 0). */
export function NavBadge({ count, className = '' }: { count: number; className?: string }) {
  return (
    <CountBadge count={count} max={NAV_COUNT_MAX} className={`badge rounded-pill text-bg-danger ${className}`.trim()} />
  );
}
