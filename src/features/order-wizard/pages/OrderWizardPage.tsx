import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NamespaceGate } from '@/components/i18n/NamespaceGate';
import { useAppSelector } from '@/components/store/hooks';
import { CategoryStep } from '../components/CategoryStep';
import { ProductStep } from '../components/ProductStep';
import { StepLoading } from '../components/StepLoading';
import { WizardHeader } from '../components/WizardHeader';
import { WizardProgress } from '../components/WizardProgress';
import { useDraftPersistence } from '../hooks/useDraftPersistence';
import { usePrefetchLaterSteps, useLaterSteps } from '../hooks/useLaterSteps';
import { selectWizard } from '../orderWizardSlice';
import './OrderWizardPage.css';

/**
 * /public/fleur/order: the 3-step order wizard
 * (docs/product-rules.md#order-wizard). Its own lazy chunk with the
 * categories and the products; step 2's details form and step 3 (formik,
 * yup, sweetalert2) are chunks of their own, fetched on the visitor's first
 * touch, key or focus in the wizard, or a few seconds after it shows
 * (useLaterSteps.ts).
 */
export function OrderWizard() {
  const wizard = useAppSelector(selectWizard);
  const { step, category, product, details } = wizard;
  useDraftPersistence(wizard);

  const laterSteps = useLaterSteps(step === 3);
  const rootRef = useRef<HTMLDivElement>(null);
  usePrefetchLaterSteps(rootRef);

  // On a step change, bring the wizard's top into view and move focus to the
  // new step's heading — once it is there (step 2 or 3 may still be loading).
  const topRef = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);
  const focusPending = useRef(false);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    topRef.current?.scrollIntoView?.({ block: 'start' });
    focusPending.current = true;
  }, [step]);
  useEffect(() => {
    const heading = focusPending.current ? document.getElementById('order-wizard-step-title') : null;
    if (!heading) return;
    heading.focus({ preventScroll: true });
    focusPending.current = false;
  }, [step, laterSteps]);

  return (
    <div className="order-wizard" ref={rootRef}>
      <div className="container order-wizard__container" ref={topRef}>
        <WizardHeader />
        <WizardProgress step={step} />
        {step < 2 || !category ? (
          <CategoryStep />
        ) : step !== 3 || !product ? (
          <ProductStep category={category} product={product} />
        ) : laterSteps ? (
          <laterSteps.ConfirmStep category={category} product={product} details={details} />
        ) : (
          <StepLoading />
        )}
      </div>
    </div>
  );
}

/**
 * The route's page: the wizard once its texts (`order`) are there. The shop's words (`words`: the occasions,
 * religions and a board's labels, for the board composer and the card's templates) are asked for with them, so they
 * are there when step 2 shows; the composer waits for them too.
 */
export function Component() {
  useTranslation(['order', 'words']);
  return (
    <NamespaceGate ns="order">
      <OrderWizard />
    </NamespaceGate>
  );
}
