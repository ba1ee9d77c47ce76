import { useTranslation } from 'react-i18next';
import type { PublicOrderHistoryEntry } from '@/api/generated/shopApi';
import { useFormatDate } from '@/components/i18n/useFormatDate';
import { shopZoneName } from '@/lib/dates/formatDate';
import { historyLabelKey } from '../model/progressSteps';
import './OrderProgress.css';

/** The order's status and payment changes, oldest first, each with its shop-time date and time. */
export function OrderHistory({ history }: { history: readonly PublicOrderHistoryEntry[] }) {
  const { t, i18n } = useTranslation('tracking');
  const formatDate = useFormatDate();
  const zone = shopZoneName(i18n.language === 'en' ? 'en-GB' : 'id-ID');
  if (history.length === 0) return null;
  return (
    <section className="tracking-card" aria-labelledby="tracking-history-title">
      <h2 className="tracking-card__title" id="tracking-history-title">
        {t('history.title')}
      </h2>
      <ol className="tracking-history">
        {history.map((entry, index) => (
          <li
            key={`${entry.kind}-${entry.value}-${entry.at}-${index}`}
            className={`tracking-history__item is-${entry.kind}`}
          >
            <span>{t(historyLabelKey(entry))}</span>
            <time className="tracking-history__time" dateTime={entry.at}>
              {formatDate(entry.at, 'dateTime')} {zone}
            </time>
          </li>
        ))}
      </ol>
    </section>
  );
}
