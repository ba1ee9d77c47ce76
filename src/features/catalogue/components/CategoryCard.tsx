import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FlowerCategory } from '@/api/generated/shopApi';
import { FlowerImage } from '@/entities/catalogue/ui/FlowerImage';
import { formatRupiahRange } from '@/lib/money/formatRupiah';
import './CatalogueCard.css';

interface Props {
  category: FlowerCategory;
  /** The popular change is on its way: the star waits. */
  popularPending: boolean;
  onTogglePopular(category: FlowerCategory): void;
  onEdit(category: FlowerCategory): void;
  onDelete(category: FlowerCategory): void;
}

/** One category card: image, 'Populer' badge, star toggle, texts, price range, count and actions. */
export function CategoryCard({ category, popularPending, onTogglePopular, onEdit, onDelete }: Props) {
  const { t } = useTranslation('catalogue');
  const name = category.categoryName?.trim() || t('categories.noName');
  const description = category.description?.trim() || t('categories.noDescription');
  const count = category.flowerProducts?.length ?? 0;
  return (
    <article className="card catalogue-card h-100" aria-label={name}>
      <FlowerImage imageUrl={category.imageUrl} alt={name}>
        <div className="catalogue-card__overlay">
          {category.isPopular ? (
            <span className="badge catalogue-badge-popular">
              <i className="bi bi-star-fill me-1" aria-hidden="true" />
              {t('categories.popular')}
            </span>
          ) : (
            <span />
          )}
          <button
            type="button"
            className={`btn catalogue-star ${category.isPopular ? 'is-on' : ''}`}
            aria-pressed={category.isPopular}
            aria-label={t(category.isPopular ? 'categories.unmarkPopular' : 'categories.markPopular', { name })}
            title={t(category.isPopular ? 'categories.unmarkPopular' : 'categories.markPopular', { name })}
            disabled={popularPending}
            onClick={() => onTogglePopular(category)}
          >
            <i className={`bi ${category.isPopular ? 'bi-star-fill' : 'bi-star'}`} aria-hidden="true" />
          </button>
        </div>
      </FlowerImage>
      <div className="card-body d-flex flex-column">
        <h2 className="h5 card-title catalogue-card__title">{name}</h2>
        <p className="card-text text-body-secondary catalogue-clamp">{description}</p>
        <div className="mt-auto d-flex flex-wrap align-items-center justify-content-between gap-2 small">
          <span className="fw-semibold text-primary">
            <span className="visually-hidden">{t('categories.priceRange')}: </span>
            {formatRupiahRange(category.priceRangeStart, category.priceRangeEnd)}
          </span>
          <span className="badge rounded-pill text-bg-light border catalogue-count">
            <i className="bi bi-box-seam me-1" aria-hidden="true" />
            {t('categories.productCount', { count })}
          </span>
        </div>
      </div>
      <div className="card-footer bg-transparent d-flex flex-wrap gap-2">
        <Link
          to={`/app/flower/products/${category.categoryID}`}
          className="btn btn-primary btn-sm flex-grow-1"
          aria-label={t('categories.viewProductsOf', { name })}
        >
          <i className="bi bi-grid me-1" aria-hidden="true" />
          {t('categories.viewProducts')}
        </Link>
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          aria-label={t('categories.editOf', { name })}
          onClick={() => onEdit(category)}
        >
          <i className="bi bi-pencil me-1" aria-hidden="true" />
          {t('actions.edit')}
        </button>
        <button
          type="button"
          className="btn btn-outline-danger btn-sm"
          aria-label={t('categories.deleteOf', { name })}
          onClick={() => onDelete(category)}
        >
          <i className="bi bi-trash me-1" aria-hidden="true" />
          {t('actions.delete')}
        </button>
      </div>
    </article>
  );
}
