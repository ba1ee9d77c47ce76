import { useTranslation } from 'react-i18next';
import { UnsupportedPanel as Panel } from '@/components/feedback/UnsupportedPanel';

/**
 * The backend does not offer delivery settings (404/501): what the shop's orders follow meanwhile
 * (docs/product-rules.md#delivery-rules-proposed, rules without settings), and a check again.
 */
export function UnsupportedPanel({ onCheck, checking }: { onCheck(): void; checking: boolean }) {
  const { t } = useTranslation('delivery');
  return (
    <Panel
      id="delivery-unsupported-title"
      className="delivery-card delivery-unsupported"
      title={t('states.unsupportedTitle')}
      text={t('states.unsupportedText')}
      checkLabel={t('states.unsupportedCheck')}
      onCheck={onCheck}
      checking={checking}
    >
      <ul className="mb-3">
        <li>{t('states.unsupportedRules.earliest')}</li>
        <li>{t('states.unsupportedRules.windows')}</li>
        <li>{t('states.unsupportedRules.address')}</li>
        <li>{t('states.unsupportedRules.fee')}</li>
      </ul>
    </Panel>
  );
}
