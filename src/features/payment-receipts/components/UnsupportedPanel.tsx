import { useTranslation } from 'react-i18next';
import { UnsupportedPanel as Panel } from '@/components/feedback/UnsupportedPanel';

/** The backend takes no payment receipts (404/501): what staff do meanwhile, and a check again. */
export function UnsupportedPanel({ onCheck, checking }: { onCheck(): void; checking: boolean }) {
  const { t } = useTranslation('payments');
  return (
    <Panel
      id="receipts-unsupported-title"
      className="receipt-unsupported"
      title={t('states.unsupportedTitle')}
      text={t('states.unsupportedText')}
      checkLabel={t('states.unsupportedCheck')}
      onCheck={onCheck}
      checking={checking}
    />
  );
}
