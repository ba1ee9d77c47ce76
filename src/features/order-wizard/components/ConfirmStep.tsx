import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { useAppDispatch } from '@/components/store/hooks';
import { usePlaceOrder } from '../hooks/usePlaceOrder';
import { useWizardDelivery } from '../hooks/useWizardDelivery';
import { useBoardSymbols, useCardTemplates } from '../hooks/useWizardWords';
import { isBoardProduct } from '../model/boardDraft';
import { composedAddress, orderMoney } from '../model/deliveryChoice';
import { orderTotal } from '../model/quantity';
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
  const state = useWizardDelivery(category.categoryID);
  const delivery = state.mode === 'rules' ? state.delivery : undefined;
  const board = isBoardProduct(product);
  // Whether the card's words go apart: the card templates' answer (cached from step 2); a board has no card.
  const card = useCardTemplates(board);
  const symbols = useBoardSymbols(!board);
  const separateCard = !board && card.status === 'ready';
  const { placeOrder, submitting } = usePlaceOrder({
    category,
    product,
    details,
    delivery,
    refetchDelivery: state.mode === 'rules' ? state.refetch : undefined,
    separateCard,
    symbols: symbols.status === 'ready' ? symbols.data : undefined,
  });
  const money = delivery
    ? orderMoney(delivery.settings, details, orderTotal(product.price, details.quantity))
    : undefined;
  const address = delivery ? composedAddress(details, delivery.settings.pickupAddress) : undefined;
  // The rules or the open days could not be loaded (not a 404/501): no order without its fee and its day checked.
  const failure = state.mode === 'failed' ? state.failure : state.mode === 'rules' ? state.daysFailure : undefined;
  return (
    <section className="wizard-panel" aria-labelledby="order-wizard-step-title">
      <StepHeading title={t('confirm.title')} intro={t('confirm.intro')} />
      <div className="row g-4">
        <div className="col-lg-7">
          <OrderReview
            category={category}
            product={product}
            details={details}
            money={money}
            address={address}
            separateCard={separateCard}
            symbols={symbols.data}
          />
          {state.mode === 'loading' && <LoadingState label={t('details.loadingDelivery')} className="py-3" />}
          {failure && (
            <ErrorState
              className="wizard-alert mt-3"
              message={t(state.mode === 'failed' ? 'details.deliveryError' : 'details.daysError')}
              note={t(state.mode === 'failed' ? 'details.deliveryErrorNote' : 'details.daysErrorNote')}
              retryLabel={t('actions.retry')}
              onRetry={failure.retry}
              retrying={failure.retrying}
            />
          )}
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
        nextDisabled={
          submitting || state.mode === 'loading' || Boolean(failure) || (!board && card.status === 'loading')
        }
        nextBusy={submitting}
        backDisabled={submitting}
      />
      {submitting && <ProcessingOverlay />}
    </section>
  );
}
