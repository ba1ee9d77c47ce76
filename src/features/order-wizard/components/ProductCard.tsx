import { useTranslation } from 'react-i18next';
import type { FlowerProduct } from '@/api/generated/shopApi';
import { FlowerImage } from '@/entities/catalogue/ui/FlowerImage';
import { formatRupiah } from '@/lib/money/formatRupiah';
import { formatRating, productFeatures } from '../model/productDisplay';
import './WizardCard.css';

interface Props {
  product: FlowerProduct;
  selected: boolean;
  onChoose: (product: FlowerProduct) => void;
  eager?: boolean;
}

/** A product to choose: photo, name, rating, description, feature chips and price. */
export function ProductCard({ product, selected, onChoose, eager }: Props) {
  const { t } = useTranslation('order');
  const features = productFeatures(product);
  return (
    <article className={`card wizard-card h-100${selected ? ' is-selected' : ''}`}>
      <div className="wizard-card__media">
        <FlowerImage imageUrl={product.imageUrl} alt={product.productName} eager={eager} />
        {selected && (
          <span className="badge wizard-card__badge wizard-card__badge--selected">
            <i className="bi bi-check-circle-fill me-1" aria-hidden="true" />
            {t('products.chosen')}
          </span>
        )}
      </div>
      <div className="card-body wizard-card__body">
        <div className="wizard-card__heading">
          <h3 className="wizard-card__title">{product.productName}</h3>
          <span className="wizard-rating">
            <i className="bi bi-star-fill" aria-hidden="true" />
            <span className="visually-hidden">{t('products.rating')} </span>
            {formatRating(product.rating)}
          </span>
        </div>
        <p className="wizard-card__text">{product.description}</p>
        {features.length > 0 && (
          <ul className="wizard-chips" aria-label={t('products.features')}>
            {features.map((feature) => (
              <li key={feature} className="wizard-chip">
                {feature}
              </li>
            ))}
          </ul>
        )}
        <div className="wizard-card__footer">
          <span className="wizard-price wizard-price--large">{formatRupiah(product.price)}</span>
          <button
            type="button"
            className={`btn ${selected ? 'btn-primary' : 'btn-outline-primary'} stretched-link wizard-card__action`}
            aria-pressed={selected}
            onClick={() => onChoose(product)}
          >
            {selected && <i className="bi bi-check-lg me-1" aria-hidden="true" />}
            {selected ? t('products.chosen') : t('products.choose')}{' '}
            <span className="visually-hidden">{product.productName}</span>
          </button>
        </div>
      </div>
    </article>
  );
}
