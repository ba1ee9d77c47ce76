import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/forms/FormField';
import { useFormatDate } from '@/components/i18n/useFormatDate';
import { shopZoneName } from '@/lib/dates/formatDate';
import { htmlLangOf } from '@/lib/i18n/languages';

/**
 * 'Waktu acara' (the shop's wall-clock time, whatever the visitor's zone; not before the earliest delivery day) and
 * 'Lokasi (rumah duka / gedung)'.
 */
export function BoardEventFields({ earliestDay }: { earliestDay: string }) {
  const { t, i18n } = useTranslation(['order', 'words']);
  const formatDate = useFormatDate();
  const date = formatDate(earliestDay, 'long');
  return (
    <div className="row g-3">
      <FormField
        name="board.eventAt"
        id="order-board-eventAt"
        className="col-sm-6"
        type="datetime-local"
        min={`${earliestDay}T00:00`}
        label={t('words:eventAt')}
        hint={t('composer.eventAtHint', { zone: shopZoneName(htmlLangOf(i18n.language)), date })}
        formatError={(key) => t(key, { date })}
      />
      <FormField
        name="board.venue"
        id="order-board-venue"
        className="col-sm-6"
        label={t('words:venue')}
        placeholder={t('composer.venuePlaceholder')}
        maxLength={200}
        formatError={(key) => t(key)}
      />
    </div>
  );
}
