import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FlowerCategory } from '@/api/generated/shopApi';
import { FlowerImage } from '@/entities/catalogue/ui/FlowerImage';
import { formatRupiahRange } from '@/lib/money/formatRupiah';
import './CategoryCard.css';

/**
 * The picture's width on screen (CategoriesSection.css): 84 % of the phone's width in the swipeable row, half of the
 * container on tablets, a third from 992 px up. With a build-time thumbnail (480 px) the browser picks it where that
 * is enough, the original on wider or denser screens.
 */
const HOME_CATEGORY_IMAGE_SIZES =
  '(min-width: 1400px) 416px, (min-width: 1200px) 356px, (min-width: 992px) 296px, (min-width: 768px) 336px, ' +
  '(min-width: 576px) 454px, 84vw';

/** One flower category: photo, name, description, price range and 'Lihat Koleksi'. */
export function CategoryCard({ category }: { category: FlowerCategory }) {
  const { t } = useTranslation('home');
  const titleId = `category-${category.categoryID}-title`;
  const productCount = category.flowerProducts?.length ?? 0;
  return (
    <article className="category-card h-100" aria-labelledby={titleId}>
      <div className="category-card__media">
        <FlowerImage imageUrl={category.imageUrl} alt={category.categoryName} sizes={HOME_CATEGORY_IMAGE_SIZES} />
        {category.isPopular && (
          <span className="category-card__badge">
            <i className="bi bi-star-fill me-1" aria-hidden="true" />
            {t('categories.popular')}
          </span>
        )}
      </div>
      <div className="category-card__body">
        <div className="d-flex align-items-start justify-content-between gap-2">
          <h3 id={titleId} className="category-card__title">
            {category.categoryName}
          </h3>
          {productCount > 0 && (
            <span className="category-card__count">{t('categories.products', { count: productCount })}</span>
          )}
        </div>
        <p className="category-card__description">{category.description}</p>
        <p className="category-card__price">
          <span className="category-card__price-label">{t('categories.priceRange')}</span>
          {formatRupiahRange(category.priceRangeStart, category.priceRangeEnd)}
        </p>
        <Link
          to="/public/fleur/order"
          state={{ categoryId: category.categoryID }}
          className="btn btn-outline-primary rounded-pill w-100 mt-auto"
          aria-describedby={titleId}
        >
          {t('categories.viewCollection')}
          <i className="bi bi-arrow-right ms-2" aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}

/**
 * Same box as a card while the categories load; static, like every storefront skeleton (no pulse,
 * docs/performance.md).
 */
export function CategoryCardSkeleton() {
  return (
    <div className="category-card h-100" aria-hidden="true">
      <div className="category-card__media">
        <span className="placeholder w-100 h-100" />
      </div>
      <div className="category-card__body">
        <span className="placeholder rounded category-card__skel category-card__skel--title" />
        <span className="placeholder rounded category-card__skel category-card__skel--line" />
        <span className="placeholder rounded category-card__skel category-card__skel--line w-75" />
        <span className="placeholder rounded category-card__skel category-card__skel--label" />
        <span className="placeholder rounded category-card__skel category-card__skel--price" />
        <span className="placeholder rounded-pill category-card__skel category-card__skel--button mt-auto" />
      </div>
    </div>
  );
}
