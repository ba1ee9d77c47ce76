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
 * order, with an empty column for the recipient's signature. Pickups at the shop are no stops. With
 * `&driver=<username>`: that driver's stops in their run's order (dispatch, the proposed doorstep).
 */
export function Component() {
  const { t } = useTranslation('print');
  const formatDate = useFormatDate();
  const { selection, driver, orders, loading, failed, retrying, retry } = usePrintOrders({ dayOnly: true });
  const day = selection.kind === 'day' ? selection.day : '';
  const date = formatDate(day, 'long');
  const title = driver ? t('manifest.driverTitle', { date, driver }) : t('manifest.title', { date });
  const heading = driver
    ? t('manifest.driverHeading', { date, driver, count: orders.length })
    : t('manifest.heading', { date, count: orders.length });
  return (
    <div className="print-page">
      <PrintToolbar title={title} canPrint={orders.length > 0} />
      <main className="print-sheets">
        <PrintStates
          loading={loading}
          failed={failed}
          retrying={retrying}
          onRetry={retry}
          empty={orders.length === 0}
          emptyText={driver ? t('states.noDriverStops', { date, driver }) : t('states.noDeliveries', { date })}
        >
          <article className="print-sheet print-sheet--manifest" aria-labelledby="manifest-heading">
            <ShopHeader />
            <h2 className="print-manifest__heading" id="manifest-heading">
              {heading}
            </h2>
            <ManifestTable orders={orders} />
          </article>
        </PrintStates>
      </main>
    </div>
  );
}
