import { useTranslation } from 'react-i18next';
import { LoadingState } from '@/components/feedback/LoadingState';
import { WizardCardSkeletons } from './WizardCardSkeletons';
import './WizardStep.css';

/** Shown for the moment step 2 or 3's code is still on its way (hooks/useLaterSteps.ts). */
export function StepLoading() {
  const { t } = useTranslation('order');
  return (
    <section className="wizard-panel" aria-busy="true">
      <LoadingState label={t('steps.loading')} skeleton={<WizardCardSkeletons count={3} />} />
    </section>
  );
}
