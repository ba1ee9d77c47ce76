import { useTranslation } from 'react-i18next';
import type { WizardStep } from '../model/wizardTypes';
import './WizardProgress.css';

const STEPS = [1, 2, 3] as const;

/** The three steps: 1 Pilih Kategori, 2 Detail Pesanan, 3 Konfirmasi. */
export function WizardProgress({ step }: { step: WizardStep }) {
  const { t } = useTranslation('order');
  return (
    <nav aria-label={t('progress.label')}>
      <ol className="wizard-progress">
        {STEPS.map((number) => {
          const state = number < step ? 'is-done' : number === step ? 'is-current' : 'is-next';
          return (
            <li
              key={number}
              className={`wizard-progress__item ${state}`}
              aria-current={number === step ? 'step' : undefined}
            >
              <span className="wizard-progress__dot" aria-hidden="true">
                {number < step ? <i className="bi bi-check-lg" /> : number}
              </span>
              <span className="wizard-progress__label">
                <span className="visually-hidden">{t('progress.stepNumber', { number })} </span>
                {t(`progress.step${number}`)}
                {number < step && <span className="visually-hidden"> ({t('progress.done')})</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
