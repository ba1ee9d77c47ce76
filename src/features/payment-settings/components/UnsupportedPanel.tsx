import { useTranslation } from 'react-i18next';
import { UnsupportedPanel as Panel } from '@/components/feedback/UnsupportedPanel';

/** The backend has no payments by gateway (404/501): what customers do meanwhile, and a check again. */
export function UnsupportedPanel({ onCheck, checking }: { onCheck(): void; checking: boolean }) {
  const { t } = useTranslation('payments');
  return (
    <Panel
      id="payment-settings-unsupported-title"
      className="payment-settings-card"
      title={t('states.unsupportedTitle')}
      text={t('settings.unsupportedText')}
      checkLabel={t('states.unsupportedCheck')}
      onCheck={onCheck}
      checking={checking}
    />
  );
}
