import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerOrder } from '@/api/generated/shopApi';
import { showAlert } from '@/components/feedback/dialogs';
import type { ZoneName } from '@/entities/delivery/useZoneNames';
import { shopToday } from '@/lib/dates/shopClock';
import { downloadTextFile } from '@/lib/files/downloadFile';
import { CSV_COLUMNS, ordersCsv, ordersCsvFileName, type CsvColumn } from '../model/ordersCsv';

/** The user-timing measure of building the CSV (read by `npm run bench:orders`). */
export const CSV_BUILD_MEASURE = 'orders:csv-build';

function measure(start: number, rows: number) {
  try {
    performance.measure(CSV_BUILD_MEASURE, { start, end: performance.now(), detail: { rows } });
  } catch {
    /* no user timing here (older browsers, test DOMs): nothing to record */
  }
}

/**
 * Export to CSV (docs/product-rules.md#csv-export): every filtered order (all pages), built in the
 * browser and downloaded as `orders_{shop's today}.csv`; with nothing to
 * export, 'No Data' / 'No orders to export.'. `zoneName` names the zones of the Zone column.
 */
export function useOrdersExport(zoneName?: ZoneName) {
  const { t } = useTranslation('orders');
  return useCallback(
    async (orders: readonly CustomerOrder[]) => {
      if (orders.length === 0) {
        await showAlert({
          icon: 'info',
          title: t('export.noDataTitle'),
          text: t('export.noDataText'),
          confirmText: t('export.ok'),
        });
        return;
      }
      const header = Object.fromEntries(CSV_COLUMNS.map((column) => [column, t(`export.columns.${column}`)])) as Record<
        CsvColumn,
        string
      >;
      const started = performance.now();
      const csv = ordersCsv(orders, header, zoneName);
      measure(started, orders.length);
      downloadTextFile(ordersCsvFileName(shopToday()), csv, 'text/csv;charset=utf-8');
    },
    [t, zoneName],
  );
}
