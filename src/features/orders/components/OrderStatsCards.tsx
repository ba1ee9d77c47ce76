import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderStats } from '@/entities/order/model/orderStats';
import { formatRupiah } from '@/lib/money/formatRupiah';
import './OrderStatsCards.css';

interface Props {
  /** Undefined while the list loads (placeholders show). */
  stats: OrderStats | undefined;
}

const CARDS = [
  { key: 'total', icon: 'bi-receipt', tone: 'rose' },
  { key: 'pending', icon: 'bi-hourglass-split', tone: 'amber' },
  { key: 'completed', icon: 'bi-check2-circle', tone: 'green' },
  { key: 'revenue', icon: 'bi-cash-coin', tone: 'blue' },
] as const;

/**
 * Total Orders, Pending Orders, Completed Orders and Total Revenue (docs/product-rules.md#order-statistics), over
 * all orders.
 */
export const OrderStatsCards = memo(function OrderStatsCards({ stats }: Props) {
  const { t, i18n } = useTranslation('orders');
  const count = new Intl.NumberFormat(i18n.language === 'en' ? 'en-GB' : 'id-ID');
  const value = (key: (typeof CARDS)[number]['key']) => {
    if (!stats) return <span className="placeholder col-6 rounded" aria-hidden="true" />;
    return key === 'revenue' ? formatRupiah(stats.revenue) : count.format(stats[key]);
  };
  return (
    <section aria-label={t('stats.label')} className="orders-stats">
      {CARDS.map((card) => (
        <div key={card.key} className={`orders-stat orders-stat--${card.tone}`} data-testid={`stat-${card.key}`}>
          <i className={`bi ${card.icon} orders-stat__icon`} aria-hidden="true" />
          <div className="min-w-0">
            <p className="orders-stat__label">{t(`stats.${card.key}`)}</p>
            <p className="orders-stat__value">{value(card.key)}</p>
          </div>
        </div>
      ))}
    </section>
  );
});
