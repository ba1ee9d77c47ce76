import { useTranslation } from 'react-i18next';
import type { OrdersView } from '@/entities/order/model/boardQuery';

interface Props {
  view: OrdersView;
  onView(view: OrdersView): void;
}

const VIEWS: ReadonlyArray<{ view: OrdersView; icon: string }> = [
  { view: 'list', icon: 'bi-list-ul' },
  { view: 'board', icon: 'bi-truck' },
];

/**
 * 'Daftar Pesanan' / 'Papan Pengiriman': two views of /app/orders (the sidebar keeps its one 'Order' entry,
 * docs/product-rules.md#back-office-frame).
 */
export function OrdersViewSwitch({ view, onView }: Props) {
  const { t } = useTranslation('orders');
  return (
    <nav className="orders-view-switch" aria-label={t('board.view.label')}>
      {VIEWS.map((item) => (
        <button
          key={item.view}
          type="button"
          className={`btn btn-sm ${item.view === view ? 'btn-primary' : 'btn-outline-primary'}`}
          aria-pressed={item.view === view}
          onClick={() => onView(item.view)}
        >
          <i className={`bi ${item.icon} me-1`} aria-hidden="true" />
          {t(`board.view.${item.view}`)}
        </button>
      ))}
    </nav>
  );
}
