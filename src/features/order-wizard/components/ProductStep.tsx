import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowerProduct } from '@/api/generated/shopApi';
import { useAppDispatch } from '@/app/hooks';
import { useListFlowerProductsByCategoryQuery } from '@/features/catalogue/api';
import { fallbackProducts } from '../model/fallbackData';
import type { CategorySnapshot, ProductSnapshot } from '../model/wizardTypes';
import { backToCategories, productChosen } from '../orderWizardSlice';
import { DetailsSection } from './DetailsSection';
import { EmptyState } from './EmptyState';
import { LoadErrorAlert } from './LoadErrorAlert';
import { LoadingState } from './LoadingState';
import { ProductCard } from './ProductCard';
import { StepHeading } from './StepHeading';

interface Props {
  category: CategorySnapshot;
  product: ProductSnapshot | null;
}

/**
 * Step 2: the category's products (spec §2); choosing one reveals the
 * details form. On failure, the sample products of §8 with a retry.
 */
export function ProductStep({ category, product }: Props) {
  const { t } = useTranslation('order');
  const dispatch = useAppDispatch();
  const detailsRef = useRef<HTMLDivElement>(null);
  const { data, error, isLoading, isFetching, isError, refetch } = useListFlowerProductsByCategoryQuery({ categoryId: category.categoryID });
  const fallback = useMemo(() => fallbackProducts(t, category.categoryID), [t, category.categoryID]);
  const failed = isError || (error !== undefined && isFetching);
  const products = failed ? fallback : (data ?? []);
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
        <LoadingState label={t('products.loading')} cards={3} />
      ) : (
        <>
          {failed && (
            <LoadErrorAlert message={t('products.error')} note={t('products.fallbackNote')} onRetry={() => void refetch()} retrying={isFetching} />
          )}
          {products.length === 0 ? (
            <EmptyState message={t('products.empty')}>
              <button type="button" className="btn btn-outline-primary" onClick={back}>
                {t('products.chooseOtherCategory')}
              </button>
            </EmptyState>
          ) : (
            <div className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-3 g-md-4">
              {products.map((item, index) => (
                <div className="col" key={item.productID}>
                  <ProductCard product={item} selected={item.productID === product?.productID} onChoose={choose} eager={index < 3} />
                </div>
              ))}
            </div>
          )}
        </>
      )}

      <DetailsSection ref={detailsRef} category={category} product={product} onBack={back} />
    </section>
  );
}
