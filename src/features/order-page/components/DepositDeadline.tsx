import { useTranslation } from 'react-i18next';
import { useShopNow } from '@/components/clock/useShopNow';
import { useFormatDate } from '@/components/i18n/useFormatDate';
import { shopZoneName } from '@/lib/dates/formatDate';
import { timeLeft, timeLeftParts } from '../model/countdown';

/** The deposit's deadline in shop time and the time left, counting down while the page is open. */
export function DepositDeadline({ dueAt }: { dueAt: string }) {
  const { t, i18n } = useTranslation('orderPage');
  const formatDate = useFormatDate();
  const now = useShopNow(15_000);
  const left = timeLeft(Date.parse(dueAt), now);
  const zone = shopZoneName(i18n.language === 'en' ? 'en-GB' : 'id-ID');
  const remaining = left
    ? timeLeftParts(left)
        .map((part) => t(`time.${part.unit}`, { count: part.count }))
        .join(' ')
    : '';
  return (
    <div className={`order-page-deadline ${left ? '' : 'is-passed'}`}>
      <p className="order-page-deadline__when">
        <span className="order-page-deadline__label">{t('payment.deadline')}</span>{' '}
        <time dateTime={dueAt}>
          {formatDate(dueAt, 'dateTime')} {zone}
        </time>
      </p>
      {left ? (
        <p className="order-page-deadline__left">
          <i className="bi bi-hourglass-split me-1" aria-hidden="true" />
          {t('payment.remaining', { time: remaining })}
        </p>
      ) : (
        <p className="order-page-deadline__left" role="status">
          <i className="bi bi-exclamation-circle me-1" aria-hidden="true" />
          {t('payment.passed')}
        </p>
      )}
    </div>
  );
}
