import { useTranslation } from 'react-i18next';
import './StepActions.css';

interface Props {
  onBack: () => void;
  /** The forward button: a submit button of the surrounding form unless onNext is given. */
  nextLabel: string;
  nextIcon: string;
  onNext?: () => void;
  nextDisabled?: boolean;
  nextBusy?: boolean;
  backDisabled?: boolean;
}

/** Back and forward buttons at the foot of a step. */
export function StepActions({ onBack, nextLabel, nextIcon, onNext, nextDisabled, nextBusy, backDisabled }: Props) {
  const { t } = useTranslation('order');
  return (
    <div className="wizard-actions">
      <button
        type="button"
        className="btn btn-outline-secondary wizard-actions__back"
        onClick={onBack}
        disabled={backDisabled}
      >
        <i className="bi bi-arrow-left me-1" aria-hidden="true" />
        {t('actions.back')}
      </button>
      <button
        type={onNext ? 'button' : 'submit'}
        className="btn btn-primary wizard-actions__next"
        onClick={onNext}
        disabled={nextDisabled}
        aria-busy={nextBusy || undefined}
      >
        {nextBusy ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
        {nextLabel}
        {!nextBusy && <i className={`bi ${nextIcon} ms-2`} aria-hidden="true" />}
      </button>
    </div>
  );
}
