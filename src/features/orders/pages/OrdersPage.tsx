import { useMemo, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/PageHeader';
import { useUrlSyncedText } from '@/components/routing/useUrlSyncedText';
import { useZoneNames } from '@/entities/delivery/useZoneNames';
import { useListCustomerOrdersQuery } from '@/entities/order/api';
import { anyZone } from '@/entities/order/model/orderTerms';
import type { OrdersBoardViewProps } from '@/entities/order/ui/ordersBoardView';
import { useBoardParams } from '@/entities/order/useBoardParams';
import { LIVE_QUERY } from '@/lib/api/liveQuery';
import { BulkActionsBar } from '../components/BulkActionsBar';
import { NewOrdersBar } from '../components/NewOrdersBar';
import { OrderDetailsModal } from '../components/OrderDetailsModal';
import { OrdersHeaderActions } from '../components/OrdersHeaderActions';
import { OrdersResults } from '../components/OrdersResults';
import { OrderStatsCards } from '../components/OrderStatsCards';
import { OrdersToolbar } from '../components/OrdersToolbar';
import { OrdersViewSwitch } from '../components/OrdersViewSwitch';
import { useBulkActions } from '../hooks/useBulkActions';
import { useOrderActionHandlers } from '../hooks/useOrderActionHandlers';
import { useOrderArrivals } from '../hooks/useOrderArrivals';
import { useOrderListParams } from '../hooks/useOrderListParams';
import { useOrderSelection } from '../hooks/useOrderSelection';
import { useOrdersExport } from '../hooks/useOrdersExport';
import { useOrdersView } from '../hooks/useOrdersView';
import { useStableCallback } from '../hooks/useStableCallback';
import './OrdersPage.css';

interface Props {
  /** The board view (`?view=board`); without one, as in the list's own stories, only the list is shown. */
  Board?: ComponentType<OrdersBoardViewProps>;
}

/**
 * /app/orders 'Order Management': stats, search and
 * filters in the URL, the table or cards with per-order and bulk status
 * changes, details, delete and the CSV export of the filtered orders; or,
 * as its second view, the delivery board (`?view=board`), which the app passes in as `Board`
 * (src/app/routes/OrderManagementPage.tsx: the board is a feature of its own). The orders reload
 * every 30 s while the tab is shown and when it gets the focus back; new ones
 * are marked 'Baru' and counted in the tab title (useOrderArrivals).
 */
export function OrdersPage({ Board }: Props) {
  const { t } = useTranslation('orders');
  const list = useListCustomerOrdersQuery(undefined, LIVE_QUERY);
  const arrivals = useOrderArrivals(list.data);
  const { query, setSearch, setStatus, setPayment, setSize, setPage, clearFilters } = useOrderListParams();
  const board = useBoardParams();
  const [searchText, setSearchText] = useUrlSyncedText(query.search, setSearch);
  const view = useOrdersView(list.data, query, searchText);
  const selection = useOrderSelection(view.all);
  const [viewedId, setViewedId] = useState<number>();
  const viewed = useMemo(
    () => (viewedId === undefined ? undefined : view.all.find((order) => order.orderID === viewedId)),
    [view.all, viewedId],
  );
  const { markSeen } = arrivals;
  const onView = useStableCallback((orderID: number) => {
    setViewedId(orderID);
    markSeen(orderID);
  });
  const handlers = useOrderActionHandlers(onView);
  const bulk = useBulkActions(selection);
  const zoned = useMemo(() => anyZone(view.all), [view.all]);
  const exportOrders = useOrdersExport(useZoneNames(zoned));
  const loaded = Boolean(list.data);
  const onExport = useStableCallback(() => void exportOrders(view.filtered));
  const onHideDetails = useStableCallback(() => setViewedId(undefined));
  const { refetch } = list;
  const state = useMemo(
    () => ({
      loading: list.isLoading,
      failed: list.isError && !loaded,
      fetching: list.isFetching,
      onRetry: () => void refetch(),
    }),
    [list.isLoading, list.isError, list.isFetching, loaded, refetch],
  );

  return (
    <div className="orders-page">
      <PageHeader
        title={t('page.title')}
        subtitle={t('page.subtitle')}
        actions={
          <OrdersHeaderActions
            refreshing={list.isFetching && loaded}
            onRefresh={state.onRetry}
            exportCount={view.filtered.length}
            onExport={onExport}
            loading={!loaded}
          />
        }
      />
      <NewOrdersBar
        count={arrivals.count}
        onAcknowledge={arrivals.acknowledge}
        message={arrivals.message}
        soundOn={arrivals.soundOn}
        onSound={arrivals.onSound}
        loading={!loaded}
      />
      <OrdersViewSwitch view={board.view} onView={board.setView} />
      {Board && board.view === 'board' ? (
        <Board
          orders={list.data}
          state={state}
          day={board.day}
          onDay={board.setDay}
          group={board.group}
          onGroup={board.setGroup}
          newIds={arrivals.isNew}
          onChangeStatus={handlers.onChangeStatus}
          onView={handlers.onView}
        />
      ) : (
        <>
          <OrderStatsCards stats={loaded ? view.stats : undefined} />
          <OrdersToolbar
            query={query}
            search={searchText}
            onSearch={setSearchText}
            onStatus={setStatus}
            onPayment={setPayment}
            onSize={setSize}
          />
          {selection.selected.length > 0 && (
            <BulkActionsBar
              count={selection.selected.length}
              onChange={bulk.change}
              onClear={selection.clear}
              busy={bulk.busy}
            />
          )}
          <OrdersResults
            state={state}
            page={view.page}
            totalOrders={view.all.length}
            narrowed={view.narrowed}
            search={view.search}
            newIds={arrivals.isNew}
            onPage={setPage}
            onClearFilters={clearFilters}
            isSelected={selection.isSelected}
            onSelect={selection.toggle}
            onSelectPage={selection.togglePage}
            {...handlers}
          />
        </>
      )}
      <OrderDetailsModal order={viewed} onHide={onHideDetails} />
    </div>
  );
}
