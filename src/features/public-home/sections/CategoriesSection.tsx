import { useTranslation } from 'react-i18next';
import { LoadNotice } from '../components/LoadNotice';
import { SectionHeading } from '../components/SectionHeading';
import { usePublicCategories } from '../hooks/usePublicCategories';
import { CategoryCard, CategoryCardSkeleton } from './CategoryCard';

const SKELETON_COUNT = 6;

/** Flower category cards (spec §2); the built-in fallback with 'Coba Lagi' when loading fails (§8). */
export function CategoriesSection() {
  const { t } = useTranslation('home');
  const { categories, isLoading, isFetching, usingFallback, refetch } = usePublicCategories();
  return (
    <section id="categories" className="home-section home-categories home-anchor" aria-labelledby="home-categories-title" aria-busy={isLoading}>
      <div className="container">
        <SectionHeading id="home-categories-title" eyebrow={t('categories.eyebrow')} title={t('categories.title')} lead={t('categories.lead')} />
        {usingFallback && (
          <LoadNotice
            className="mb-4"
            message={t('categories.error')}
            actionLabel={t('categories.retry')}
            onAction={refetch}
            busy={isFetching}
          />
        )}
        {!isLoading && categories.length === 0 ? (
          <div className="home-empty">
            <i className="bi bi-flower3 home-empty__icon" aria-hidden="true" />
            <p className="mb-0">{t('categories.empty')}</p>
          </div>
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
