import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/PageHeader';
import { useListCustomerOrdersQuery } from '@/entities/order/api';
import { BulkActionsBar } from '../components/BulkActionsBar';
import { OrderDetailsModal } from '../components/OrderDetailsModal';
import { OrdersHeaderActions } from '../components/OrdersHeaderActions';
import { OrdersResults } from '../components/OrdersResults';
import { OrderStatsCards } from '../components/OrderStatsCards';
import { OrdersToolbar } from '../components/OrdersToolbar';
import { useBulkStatusChange } from '../hooks/useBulkStatusChange';
import { useDeleteOrder } from '../hooks/useDeleteOrder';
import { useOrderListParams } from '../hooks/useOrderListParams';
import { useOrderSelection } from '../hooks/useOrderSelection';
import { useOrdersExport } from '../hooks/useOrdersExport';
import { useOrderStatusChange } from '../hooks/useOrderStatusChange';
import { useOrdersView } from '../hooks/useOrdersView';
import type { StatusKind } from '../model/orderPatches';
import './OrdersPage.css';

/**
 * /app/orders 'Order Management' (spec §2, §4, §7, §8): stats, search and
 * filters in the URL, the table or cards with per-order and bulk status
 * changes, details, delete and the CSV export of the filtered orders.
 */
export function Component() {
  const { t } = useTranslation('orders');
  const list = useListCustomerOrdersQuery();
  const { query, setSearch, setStatus, setPayment, setSize, setPage, clearFilters } = useOrderListParams();
  const view = useOrdersView(list.data, query);
  const selection = useOrderSelection(view.all);
  const [viewedId, setViewedId] = useState<number>();
  const [bulkBusy, setBulkBusy] = useState(false);
  const changeStatus = useOrderStatusChange();
  const bulkChange = useBulkStatusChange();
  const deleteOrder = useDeleteOrder();
  const exportOrders = useOrdersExport();
  const loaded = Boolean(list.data);

  const onBulk = async (kind: StatusKind, value: string) => {
    setBulkBusy(true);
    try {
      const failed = await bulkChange(selection.selected, kind, value);
      if (failed) selection.keepOnly(failed);
    } finally {
      setBulkBusy(false);
    }
  };

  return (
    <div className="orders-page">
      <PageHeader
        title={t('page.title')}
        subtitle={t('page.subtitle')}
        actions={
          <OrdersHeaderActions
            refreshing={list.isFetching && loaded}
            onRefresh={() => void list.refetch()}
            exportCount={view.filtered.length}
            onExport={() => void exportOrders(view.filtered)}
            loading={!loaded}
          />
        }
      />
      <OrderStatsCards stats={loaded ? view.stats : undefined} />
      <OrdersToolbar query={query} onSearch={setSearch} onStatus={setStatus} onPayment={setPayment} onSize={setSize} />
      {selection.selected.length > 0 && (
        <BulkActionsBar count={selection.selected.length} onChange={(kind, value) => void onBulk(kind, value)} onClear={selection.clear} busy={bulkBusy} />
      )}
      <OrdersResults
        state={{ loading: list.isLoading, failed: list.isError && !loaded, fetching: list.isFetching, onRetry: () => void list.refetch() }}
        page={view.page}
        totalOrders={view.all.length}
        narrowed={view.narrowed}
        search={query.search}
        onPage={setPage}
        onClearFilters={clearFilters}
        isSelected={selection.isSelected}
        onSelect={selection.toggle}
        onSelectPage={selection.togglePage}
        onView={(order) => setViewedId(order.orderID)}
        onChangeStatus={(order, kind, value) => void changeStatus(order, kind, value)}
        onDelete={(order) => void deleteOrder(order)}
      />
      <OrderDetailsModal order={view.all.find((order) => order.orderID === viewedId)} onHide={() => setViewedId(undefined)} />
    </div>
  );
}
