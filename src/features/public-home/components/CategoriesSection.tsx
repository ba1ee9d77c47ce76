import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/feedback/EmptyState';
import { ErrorState } from '@/components/feedback/ErrorState';
import { usePublicCategories } from '../hooks/usePublicCategories';
import { CategoryCard, CategoryCardSkeleton } from './CategoryCard';
import { SectionHeading } from './SectionHeading';
import './HomeSection.css';
import './CategoriesSection.css';

const SKELETON_COUNT = 6;

/**
 * Flower category cards; the built-in fallback with 'Coba Lagi' when loading fails
 * (docs/product-rules.md#public-order-flow).
 */
export function CategoriesSection() {
  const { t } = useTranslation('home');
  const { categories, isLoading, isFetching, usingFallback, refetch } = usePublicCategories();
  return (
    <section
      id="categories"
      className="home-section home-categories home-anchor"
      aria-labelledby="home-categories-title"
      aria-busy={isLoading}
    >
      <div className="container">
        <SectionHeading
          id="home-categories-title"
          eyebrow={t('categories.eyebrow')}
          title={t('categories.title')}
          lead={t('categories.lead')}
        />
        {usingFallback && (
          <ErrorState
            tone="notice"
            className="mb-4"
            message={t('categories.error')}
            retryLabel={t('categories.retry')}
            onRetry={refetch}
            retrying={isFetching}
          />
        )}
        {!isLoading && categories.length === 0 ? (
          <EmptyState className="home-empty" icon="bi-flower3" text={t('categories.empty')} />
        ) : (
          <ul className="category-grid list-unstyled mb-0">
            {isLoading
              ? Array.from({ length: SKELETON_COUNT }, (_, index) => (
                  <li key={index}>
                    <CategoryCardSkeleton />
                  </li>
                ))
              : categories.map((category) => (
                  <li key={category.categoryID}>
                    <CategoryCard category={category} />
                  </li>
                ))}
          </ul>
        )}
      </div>
    </section>
  );
}
