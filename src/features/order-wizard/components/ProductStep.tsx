import { useDeferredValue, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowerProduct } from '@/api/generated/shopApi';
import { EmptyState } from '@/components/feedback/EmptyState';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { useAppDispatch } from '@/components/store/hooks';
import { useListFlowerProductsByCategoryQuery } from '@/entities/catalogue/api';
import { useLaterSteps } from '../hooks/useLaterSteps';
import { fallbackProducts } from '../model/fallbackProducts';
import type { CategorySnapshot, ProductSnapshot } from '../model/wizardTypes';
import { backToCategories, productChosen } from '../orderWizardSlice';
import { ProductCard } from './ProductCard';
import { StepHeading } from './StepHeading';
import { WizardCardSkeletons } from './WizardCardSkeletons';
import './WizardStep.css';

/** The cards drawn with the step itself: the first row on a laptop, more than a phone's screen holds. */
const FIRST_CARDS = 3;

interface Props {
  category: CategorySnapshot;
  product: ProductSnapshot | null;
}

/**
 * Step 2: the category's products; choosing one reveals the details form.
 * On failure, the sample products with a retry (docs/product-rules.md#order-wizard).
 * The products show at once: the first row with the step, the cards below it in
 * a render of their own right after (React's deferred value, which yields to the
 * browser), so a category's tap is answered without waiting for cards out of
 * view. The details form (formik, yup) is a chunk of its own (useLaterSteps.ts),
 * said to be on its way while it arrives.
 */
export function ProductStep({ category, product }: Props) {
  const { t } = useTranslation('order');
  const dispatch = useAppDispatch();
  // Below the cards, so it too follows the step's first render (and its code's first run) rather than delaying it.
  const later = useDeferredValue(useLaterSteps(true), null);
  const detailsRef = useRef<HTMLDivElement>(null);
  const { data, error, isLoading, isFetching, isError, refetch } = useListFlowerProductsByCategoryQuery({
    categoryId: category.categoryID,
  });
  const fallback = useMemo(() => fallbackProducts(t, category.categoryID), [t, category.categoryID]);
  const failed = isError || (error !== undefined && isFetching);
  const products = failed ? fallback : (data ?? []);
  const firstRow = Math.min(products.length, FIRST_CARDS);
  const shown = Math.max(useDeferredValue(products.length, firstRow), firstRow);
  const back = () => dispatch(backToCategories());

  const choose = (chosen: FlowerProduct) => {
    dispatch(productChosen(chosen));
    // Bring the details form into view once it has rendered.
    requestAnimationFrame(() => {
      detailsRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
      detailsRef.current?.focus({ preventScroll: true });
    });
  };

  return (
    <section className="wizard-panel" aria-labelledby="order-wizard-step-title">
      <StepHeading title={category.categoryName} intro={t('products.intro')}>
        <button type="button" className="btn btn-link wizard-back-link" onClick={back}>
          <i className="bi bi-arrow-left me-1" aria-hidden="true" />
          {t('products.backToCategories')}
        </button>
        <p className="wizard-step-heading__eyebrow">{t('products.eyebrow')}</p>
      </StepHeading>

      {isLoading && !failed ? (
        <LoadingState label={t('products.loading')} skeleton={<WizardCardSkeletons count={3} />} />
      ) : (
        <>
          {failed && (
            <ErrorState
              className="wizard-alert"
              message={t('products.error')}
              note={t('products.fallbackNote')}
              retryLabel={t('actions.retry')}
              onRetry={() => void refetch()}
              retrying={isFetching}
            />
          )}
          {products.length === 0 ? (
            <EmptyState className="wizard-state wizard-state--empty" icon="bi-flower2" text={t('products.empty')}>
              <button type="button" className="btn btn-outline-primary" onClick={back}>
                {t('products.chooseOtherCategory')}
              </button>
            </EmptyState>
          ) : (
            <div className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-3 g-md-4 wizard-products">
              {products.slice(0, shown).map((item, index) => (
                <div className="col" key={item.productID}>
                  <ProductCard
                    product={item}
                    selected={item.productID === product?.productID}
                    onChoose={choose}
                    eager={index < FIRST_CARDS}
                  />
                </div>
              ))}
            </div>
          )}
        </>
      )}

      {later ? (
        <later.DetailsSection ref={detailsRef} category={category} product={product} onBack={back} />
      ) : (
        product && <LoadingState className="mt-4" label={t('products.detailsLoading')} />
      )}
    </section>
  );
}
