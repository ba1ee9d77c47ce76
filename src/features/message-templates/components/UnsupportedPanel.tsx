import { useTranslation } from 'react-i18next';
import { UnsupportedPanel as Panel } from '@/components/feedback/UnsupportedPanel';

/** The backend keeps no templates (404/501): what customers do meanwhile, and a check again. */
export function UnsupportedPanel({ onCheck, checking }: { onCheck(): void; checking: boolean }) {
  const { t } = useTranslation('templates');
  return (
    <Panel
      id="message-templates-unsupported-title"
      className="message-templates-card"
      title={t('states.unsupportedTitle')}
      text={t('states.unsupportedText')}
      checkLabel={t('states.unsupportedCheck')}
      onCheck={onCheck}
      checking={checking}
    />
  );
}
