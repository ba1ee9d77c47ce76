import { useTranslation } from 'react-i18next';
import type { FlowerProduct } from '@/api/generated/shopApi';
import { FlowerImage } from '@/entities/catalogue/ui/FlowerImage';
import { DEFAULT_RATING } from '@/lib/catalogue/rating';
import { formatRupiah } from '@/lib/money/formatRupiah';
import './CatalogueCard.css';

const VISIBLE_ATTRIBUTES = 3;

interface Props {
  product: FlowerProduct;
  onEdit(product: FlowerProduct): void;
  onDelete(product: FlowerProduct): void;
}

/** Product card: image with the rating badge above 0, texts, price, rating, up to 3 attribute chips, actions. */
export function ProductCard({ product, onEdit, onDelete }: Props) {
  const { t, i18n } = useTranslation('catalogue');
  const rating =
    typeof product.rating === 'number' && Number.isFinite(product.rating) ? product.rating : DEFAULT_RATING;
  const ratingText = new Intl.NumberFormat(i18n.language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(rating);
  const attributes = product.productAttributes ?? [];
  const more = attributes.length - VISIBLE_ATTRIBUTES;
  const name = product.productName;
  return (
    <article className="card catalogue-card h-100" aria-label={name}>
      <FlowerImage imageUrl={product.imageUrl} alt={name}>
        {rating > 0 && (
          <div className="catalogue-card__overlay justify-content-end">
            <span className="badge catalogue-badge-rating" aria-hidden="true">
              <i className="bi bi-star-fill me-1" />
              {ratingText}
            </span>
          </div>
        )}
      </FlowerImage>
      <div className="card-body d-flex flex-column">
        <h2 className="h5 card-title catalogue-card__title">{name}</h2>
        <p className="card-text text-body-secondary catalogue-clamp">{product.description}</p>
        {attributes.length > 0 && (
          <ul
            className="catalogue-chips list-unstyled d-flex flex-wrap gap-1 mb-3"
            aria-label={t('products.attributes')}
          >
            {attributes.slice(0, VISIBLE_ATTRIBUTES).map((attribute) => (
              <li key={attribute.attributeID} className="badge rounded-pill catalogue-chip">
                {`${attribute.attributeName}: ${attribute.attributeValue}`}
              </li>
            ))}
            {more > 0 && (
              <li className="badge rounded-pill catalogue-chip catalogue-chip--more">
                {t('products.moreAttributes', { count: more })}
              </li>
            )}
          </ul>
        )}
        <div className="mt-auto d-flex align-items-center justify-content-between gap-2">
          <span className="fs-5 fw-bold text-primary">
            <span className="visually-hidden">{t('products.price')}: </span>
            {formatRupiah(product.price)}
          </span>
          <span className="small text-body-secondary" aria-label={t('products.ratingLabel', { rating: ratingText })}>
            <i className="bi bi-star-fill text-warning me-1" aria-hidden="true" />
            {ratingText}
          </span>
        </div>
      </div>
      <div className="card-footer bg-transparent d-flex gap-2">
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm flex-grow-1"
          aria-label={t('products.editOf', { name })}
          onClick={() => onEdit(product)}
        >
          <i className="bi bi-pencil me-1" aria-hidden="true" />
          {t('actions.edit')}
        </button>
        <button
          type="button"
          className="btn btn-outline-danger btn-sm flex-grow-1"
          aria-label={t('products.deleteOf', { name })}
          onClick={() => onDelete(product)}
        >
          <i className="bi bi-trash me-1" aria-hidden="true" />
          {t('actions.delete')}
        </button>
      </div>
    </article>
  );
}
