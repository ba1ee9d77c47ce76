import { useTranslation } from 'react-i18next';
import './ProcessingOverlay.css';

/** Full-screen overlay while the order is being created. */
export function ProcessingOverlay() {
  const { t } = useTranslation('order');
  return (
    <div
      className="wizard-processing"
      role="alertdialog"
      aria-modal="true"
      aria-busy="true"
      aria-labelledby="order-processing-title"
      aria-describedby="order-processing-text"
    >
      <div className="wizard-processing__box">
        <span className="spinner-border text-primary wizard-processing__spinner" aria-hidden="true" />
        <p id="order-processing-title" className="wizard-processing__title">
          {t('processing.title')}
        </p>
        <p id="order-processing-text" className="wizard-processing__text">
          {t('processing.text')}
        </p>
      </div>
    </div>
  );
}
