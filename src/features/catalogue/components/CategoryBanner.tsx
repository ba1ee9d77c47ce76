import { useTranslation } from 'react-i18next';
import type { FlowerCategory } from '@/api/generated/shopApi';
import { FlowerImage } from '@/entities/catalogue/ui/FlowerImage';
import { formatRupiahRange } from '@/lib/money/formatRupiah';
import './CatalogueCard.css';
import './CategoryBanner.css';

/** The category above its products: picture, name, description, price range. */
export function CategoryBanner({ category }: { category: FlowerCategory }) {
  const { t } = useTranslation('catalogue');
  const name = category.categoryName?.trim() || t('categories.noName');
  return (
    <section className="catalogue-banner card mb-4 overflow-hidden" aria-label={name}>
      <div className="row g-0 align-items-center">
        <div className="col-4 col-md-3 col-xl-2">
          <FlowerImage imageUrl={category.imageUrl} alt={name} className="h-100" />
        </div>
        <div className="col">
          <div className="card-body py-3">
            <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
              <p className="h5 mb-0 text-break">{name}</p>
              {category.isPopular && (
                <span className="badge catalogue-badge-popular">
                  <i className="bi bi-star-fill me-1" aria-hidden="true" />
                  {t('categories.popular')}
                </span>
              )}
            </div>
            <p className="text-body-secondary mb-2 catalogue-clamp">
              {category.description?.trim() || t('categories.noDescription')}
            </p>
            <p className="fw-semibold text-primary mb-0">
              <span className="visually-hidden">{t('categories.priceRange')}: </span>
              {formatRupiahRange(category.priceRangeStart, category.priceRangeEnd)}
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
