import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowerCategory } from '@/api/generated/shopApi';
import { useAppDispatch } from '@/app/hooks';
import { useListFlowerCategoriesQuery } from '@/features/catalogue/api';
import { fallbackCategories } from '../model/fallbackData';
import { categoryChosen } from '../orderWizardSlice';
import { CategoryCard } from './CategoryCard';
import { EmptyState } from './EmptyState';
import { LoadErrorAlert } from './LoadErrorAlert';
import { LoadingState } from './LoadingState';
import { StepHeading } from './StepHeading';

/** Step 1: choose a category (spec §2); on failure, the sample categories of §8 with a retry. */
export function CategoryStep() {
  const { t } = useTranslation('order');
  const dispatch = useAppDispatch();
  const { data, error, isLoading, isFetching, isError, refetch } = useListFlowerCategoriesQuery();
  const fallback = useMemo(() => fallbackCategories(t), [t]);
  // A retry keeps the failure (and the samples) on screen until it answers.
  const failed = isError || (error !== undefined && isFetching);
  const categories = failed ? fallback : (data ?? []);
  const choose = (category: FlowerCategory) => dispatch(categoryChosen(category));

  return (
    <section className="wizard-panel" aria-labelledby="order-wizard-step-title">
      <StepHeading title={t('categories.title')} intro={t('categories.intro')} />
      {isLoading && !failed ? (
        <LoadingState label={t('categories.loading')} cards={6} />
      ) : (
        <>
          {failed && (
            <LoadErrorAlert message={t('categories.error')} note={t('categories.fallbackNote')} onRetry={() => void refetch()} retrying={isFetching} />
          )}
          {categories.length === 0 ? (
            <EmptyState message={t('categories.empty')} />
          ) : (
            <div className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-3 g-md-4">
              {categories.map((category, index) => (
                <div className="col" key={category.categoryID}>
                  <CategoryCard category={category} onChoose={choose} eager={index < 3} />
                </div>
              ))}
            </div>
          )}
        </>
      )}
    </section>
  );
}
