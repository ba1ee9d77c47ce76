import { useTranslation } from 'react-i18next';
import type { FlowerCategory } from '@/api/generated/shopApi';
import { shownQueryState } from '@/api/shownQueryState';
import { EmptyState } from '@/components/feedback/EmptyState';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { useAppDispatch } from '@/components/store/hooks';
import { useListFlowerCategoriesQuery } from '@/entities/catalogue/api';
import { useFallbackCategories } from '@/entities/catalogue/fallbackCategories';
import { usePrefetchProducts } from '../hooks/usePrefetchProducts';
import { categoryChosen } from '../orderWizardSlice';
import { CategoryCard } from './CategoryCard';
import { StepHeading } from './StepHeading';
import { WizardCardSkeletons } from './WizardCardSkeletons';
import './WizardStep.css';

/** Step 1: choose a category; on failure, the sample categories with a retry (docs/product-rules.md#order-wizard). */
export function CategoryStep() {
  const { t } = useTranslation('order');
  const dispatch = useAppDispatch();
  const { data, error, isLoading, isFetching, isError, refetch } = useListFlowerCategoriesQuery(undefined, {
    selectFromResult: shownQueryState,
  });
  const fallback = useFallbackCategories();
  // A retry keeps the failure (and the samples) on screen until it answers.
  const failed = isError || (error !== undefined && isFetching);
  const categories = failed ? fallback : (data ?? []);
  const prefetchProducts = usePrefetchProducts(failed ? [] : (data ?? []));
  const choose = (category: FlowerCategory) => dispatch(categoryChosen(category));

  return (
    <section className="wizard-panel" aria-labelledby="order-wizard-step-title">
      <StepHeading title={t('categories.title')} intro={t('categories.intro')} />
      {isLoading && !failed ? (
        <LoadingState label={t('categories.loading')} skeleton={<WizardCardSkeletons count={6} />} />
      ) : (
        <>
          {failed && (
            <ErrorState
              className="wizard-alert"
              message={t('categories.error')}
              note={t('categories.fallbackNote')}
              retryLabel={t('actions.retry')}
              onRetry={() => void refetch()}
              retrying={isFetching}
            />
          )}
          {categories.length === 0 ? (
            <EmptyState className="wizard-state wizard-state--empty" icon="bi-flower2" text={t('categories.empty')} />
          ) : (
            <div className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-3 g-md-4">
              {categories.map((category, index) => (
                <div className="col" key={category.categoryID}>
                  <CategoryCard
                    category={category}
                    onChoose={choose}
                    onIntent={failed ? undefined : prefetchProducts}
                    eager={index < 3}
                    priority={index === 0}
                  />
                </div>
              ))}
            </div>
          )}
        </>
      )}
    </section>
  );
}
