import { useTranslation } from 'react-i18next';

/** The backend takes no payment proofs (404/501): what staff do meanwhile, and a check again. */
export function UnsupportedPanel({ onCheck, checking }: { onCheck(): void; checking: boolean }) {
  const { t } = useTranslation('payments');
  return (
    <section className="card proof-unsupported" aria-labelledby="proofs-unsupported-title">
      <div className="card-body p-4 d-flex flex-column flex-md-row gap-3">
        <i className="bi bi-cloud-slash fs-2 text-body-secondary" aria-hidden="true" />
        <div>
          <h2 id="proofs-unsupported-title" className="h5">
            {t('states.unsupportedTitle')}
          </h2>
          <p className="mb-3">{t('states.unsupportedText')}</p>
          <button type="button" className="btn btn-outline-primary" onClick={onCheck} disabled={checking}>
            {checking ? <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" /> : <i className="bi bi-arrow-clockwise me-1" aria-hidden="true" />}
            {t('states.unsupportedCheck')}
          </button>
        </div>
      </div>
    </section>
  );
}
