import { useTranslation } from 'react-i18next';
import type { PublicOrderHistoryEntry } from '@/api/generated/shopApi';
import { useFormatDate } from '@/components/i18n/useFormatDate';
import { shopZoneName } from '@/lib/dates/formatDate';
import { historyLabelKey } from '../model/progressSteps';
import './OrderProgress.css';

/** The order's status and payment changes, oldest first, each with its shop-time date and time. */
export function OrderHistory({ history }: { history: readonly PublicOrderHistoryEntry[] }) {
  const { t, i18n } = useTranslation('orderPage');
  const formatDate = useFormatDate();
  const zone = shopZoneName(i18n.language === 'en' ? 'en-GB' : 'id-ID');
  if (history.length === 0) return null;
  return (
    <section className="order-page-card" aria-labelledby="order-page-history-title">
      <h2 className="order-page-card__title" id="order-page-history-title">
        {t('history.title')}
      </h2>
      <ol className="order-page-history">
        {history.map((entry, index) => (
          <li
            key={`${entry.kind}-${entry.value}-${entry.at}-${index}`}
            className={`order-page-history__item is-${entry.kind}`}
          >
            <span>{t(historyLabelKey(entry))}</span>
            <time className="order-page-history__time" dateTime={entry.at}>
              {formatDate(entry.at, 'dateTime')} {zone}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}
