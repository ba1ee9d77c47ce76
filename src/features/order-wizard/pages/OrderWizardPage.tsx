import { useEffect, useRef } from 'react';
import { useAppSelector } from '@/app/hooks';
import { CategoryStep } from '../components/CategoryStep';
import { ConfirmStep } from '../components/ConfirmStep';
import { ProductStep } from '../components/ProductStep';
import { WizardHeader } from '../components/WizardHeader';
import { WizardProgress } from '../components/WizardProgress';
import { useDraftPersistence } from '../hooks/useDraftPersistence';
import { selectWizard } from '../orderWizardSlice';
import './OrderWizardPage.css';

/**
 * /public/fleur/order: the 3-step order wizard (spec §2, §4). Its own lazy
 * chunk, so formik, yup and sweetalert2 load only here.
 */
export function OrderWizard() {
  const wizard = useAppSelector(selectWizard);
  const { step, category, product, details } = wizard;
  useDraftPersistence(wizard);

  // On a step change, bring the wizard's top into view and move focus to the new step's heading.
  const topRef = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    topRef.current?.scrollIntoView?.({ block: 'start' });
    document.getElementById('order-wizard-step-title')?.focus({ preventScroll: true });
  }, [step]);

  return (
    <div className="order-wizard">
      <div className="container order-wizard__container" ref={topRef}>
        <WizardHeader />
        <WizardProgress step={step} />
        {step === 3 && category && product ? (
          <ConfirmStep category={category} product={product} details={details} />
        ) : step >= 2 && category ? (
          <ProductStep category={category} product={product} />
        ) : (
          <CategoryStep />
        )}
      </div>
    </div>
  );
}

export { OrderWizard as Component };
