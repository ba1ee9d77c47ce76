import { useTranslation } from 'react-i18next';
import { useFormatDate } from '@/components/i18n/useFormatDate';
import { ManifestTable } from '../components/ManifestTable';
import { PrintStates } from '../components/PrintStates';
import { PrintToolbar } from '../components/PrintToolbar';
import { ShopHeader } from '../components/ShopHeader';
import { usePrintOrders } from '../hooks/usePrintOrders';
import '../print.css';

/**
 * /app/orders/print/manifest?day=<YYYY-MM-DD>: the driver's
 * manifest — the day's active deliveries as one numbered list in window
 * order, with an empty column for the recipient's signature. Pickups at the shop are no stops.
 */
export function Component() {
  const { t } = useTranslation('print');
  const formatDate = useFormatDate();
  const { selection, orders, loading, failed, retrying, retry } = usePrintOrders({ dayOnly: true });
  const day = selection.kind === 'day' ? selection.day : '';
  const date = formatDate(day, 'long');
  return (
    <div className="print-page">
      <PrintToolbar title={t('manifest.title', { date })} canPrint={orders.length > 0} />
      <main className="print-sheets">
        <PrintStates
          loading={loading}
          failed={failed}
          retrying={retrying}
          onRetry={retry}
          empty={orders.length === 0}
          emptyText={t('states.noDeliveries', { date })}
        >
          <article className="print-sheet print-sheet--manifest" aria-labelledby="manifest-heading">
            <ShopHeader />
            <h2 className="print-manifest__heading" id="manifest-heading">
              {t('manifest.heading', { date, count: orders.length })}
            </h2>
            <ManifestTable orders={orders} />
          </article>
        </PrintStates>
      </main>
    </div>
  );
}
