import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderTimelineEvent } from '@/api/generated/shopApi';
import { useFormatDate } from '@/components/i18n/useFormatDate';
import { useListOrderEventsQuery } from '@/entities/payment/gatewayApi';
import { LIVE_QUERY } from '@/lib/api/liveQuery';
import { proposedCallStatus } from '@/lib/api/unsupportedCall';
import { formatRupiah } from '@/lib/money/formatRupiah';
import { useTimelineTexts } from '../hooks/useTimelineTexts';
import { oldestFirst, VALUE_IN_LABEL } from '../model/timelineEvents';
import './OrderHistorySection.css';

function HistoryItem({ event }: { event: OrderTimelineEvent }) {
  const { t } = useTranslation('orders');
  const formatDate = useFormatDate();
  const texts = useTimelineTexts();
  const method = texts.method(event);
  const facts: Array<[label: string, text: string]> = [[t('history.by'), texts.actor(event)]];
  if (typeof event.amount === 'number') facts.push([t('history.amount'), formatRupiah(event.amount)]);
  if (method) facts.push([t('history.method'), method]);
  if (event.reference?.trim()) facts.push([t('history.reference'), event.reference]);
  if (event.note?.trim()) facts.push([t('history.note'), event.note]);
  // A value the label does not carry is said as it is.
  if (event.value && !VALUE_IN_LABEL.has(event.type)) facts.push([t('history.outcome'), texts.valueText(event)]);
  return (
    <li className="order-history__item">
      <div className="order-history__head">
        <span className="order-history__what">{texts.label(event)}</span>
        <time className="order-history__time" dateTime={event.at}>
          {formatDate(event.at, 'dateTime')}
        </time>
      </div>
      <dl className="order-history__facts">
        {facts.map(([label, text], index) => (
          <div key={index}>
            <dt>{label}</dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/**
 * 'Riwayat' (proposed, tag Gateway): everything that happened to the order, oldest first, with who did it and the
 * money, method, reference and note of the event, all as text. It follows the server while the details are open. On a
 * backend without the order's timeline (404/501) there is no section at all.
 */
export function OrderHistorySection({ orderId }: { orderId: number }) {
  const { t } = useTranslation('orders');
  const query = useListOrderEventsQuery({ id: orderId }, LIVE_QUERY);
  const status = proposedCallStatus(query);
  const events = useMemo(() => oldestFirst(query.data ?? []), [query.data]);
  if (status === 'unsupported') return null;
  const headingId = `order-history-${orderId}`;
  return (
    <section className="order-details__section" aria-labelledby={headingId}>
      <h3 id={headingId} className="order-details__heading">
        <i className="bi bi-journal-text me-2" aria-hidden="true" />
        {t('history.title')}
      </h3>
      {status === 'loading' && (
        <p className="small text-body-secondary mb-0" role="status">
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          {t('history.loading')}
        </p>
      )}
      {status === 'failed' && (
        <p className="small text-danger mb-0" role="alert">
          {t('history.error')}{' '}
          <button
            type="button"
            className="btn btn-link btn-sm p-0 align-baseline"
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
          >
            {t('history.retry')}
          </button>
        </p>
      )}
      {status === 'ready' && events.length === 0 && (
        <p className="small text-body-secondary mb-0">{t('history.empty')}</p>
      )}
      {status === 'ready' && events.length > 0 && (
        <ol className="order-history">
          {events.map((event, index) => (
            <HistoryItem key={`${event.at}-${event.type}-${index}`} event={event} />
          ))}
        </ol>
      )}
    </section>
  );
}
