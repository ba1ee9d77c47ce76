import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/app/hooks';
import { usePlaceOrder } from '../hooks/usePlaceOrder';
import type { CategorySnapshot, OrderDetailsDraft, ProductSnapshot } from '../model/wizardTypes';
import { backToProducts } from '../orderWizardSlice';
import { NextStepsInfo } from './NextStepsInfo';
import { OrderReview } from './OrderReview';
import { ProcessingOverlay } from './ProcessingOverlay';
import { StepActions } from './StepActions';
import { StepHeading } from './StepHeading';
import './WizardStep.css';

interface Props {
  category: CategorySnapshot;
  product: ProductSnapshot;
  details: OrderDetailsDraft;
}

/** Step 3: the full summary, what happens next, and confirm. */
export function ConfirmStep({ category, product, details }: Props) {
  const { t } = useTranslation('order');
  const dispatch = useAppDispatch();
  const { placeOrder, submitting } = usePlaceOrder({ category, product, details });
  return (
    <section className="wizard-panel" aria-labelledby="order-wizard-step-title">
      <StepHeading title={t('confirm.title')} intro={t('confirm.intro')} />
      <div className="row g-4">
        <div className="col-lg-7">
          <OrderReview category={category} product={product} details={details} />
        </div>
        <div className="col-lg-5">
          <NextStepsInfo />
        </div>
      </div>
      <StepActions
        onBack={() => dispatch(backToProducts())}
        nextLabel={t('actions.confirm')}
        nextIcon="bi-check2-circle"
        onNext={() => void placeOrder()}
        nextDisabled={submitting}
        nextBusy={submitting}
        backDisabled={submitting}
      />
      {submitting && <ProcessingOverlay />}
    </section>
  );
}
