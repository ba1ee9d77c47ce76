import { useTranslation } from 'react-i18next';

/**
 * The backend does not offer delivery settings (404/501): what the shop's orders follow meanwhile
 * (docs/product-rules.md#delivery-rules-proposed, rules without settings), and a check again.
 */
export function UnsupportedPanel({ onCheck, checking }: { onCheck(): void; checking: boolean }) {
  const { t } = useTranslation('delivery');
  return (
    <section className="card delivery-card delivery-unsupported" aria-labelledby="delivery-unsupported-title">
      <div className="card-body p-4 d-flex flex-column flex-md-row gap-3">
        <i className="bi bi-cloud-slash delivery-unsupported__icon" aria-hidden="true" />
        <div>
          <h2 id="delivery-unsupported-title" className="h5">
            {t('states.unsupportedTitle')}
          </h2>
          <p className="mb-2">{t('states.unsupportedText')}</p>
          <ul className="mb-3">
            <li>{t('states.unsupportedRules.earliest')}</li>
            <li>{t('states.unsupportedRules.windows')}</li>
            <li>{t('states.unsupportedRules.address')}</li>
            <li>{t('states.unsupportedRules.fee')}</li>
          </ul>
          <button type="button" className="btn btn-outline-primary" onClick={onCheck} disabled={checking}>
            {checking ? <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" /> : <i className="bi bi-arrow-clockwise me-1" aria-hidden="true" />}
            {t('states.unsupportedCheck')}
          </button>
        </div>
      </div>
    </section>
  );
}
