import { useTranslation } from 'react-i18next';
import type { FlowerCategory } from '@/api/generated/shopApi';
import { FlowerImage } from '@/entities/catalogue/ui/FlowerImage';
import { formatRupiahRange } from '@/lib/money/formatRupiah';
import { categoryIcon } from '../model/productDisplay';
import './WizardCard.css';

interface Props {
  category: FlowerCategory;
  onChoose: (category: FlowerCategory) => void;
  /** the visitor touches the card: its products can be fetched ahead */
  onIntent?: (categoryId: number) => void;
  eager?: boolean;
  /** the page's largest paint (the first card) */
  priority?: boolean;
}

/**
 * The picture's width on screen (WizardCard.css): a third or half of the
 * panel from 576 px up; on phones a 7rem column the 4:3 picture covers in
 * height, so about 264 px of it is drawn. With a build-time thumbnail
 * (480 px) the browser picks it on phones and small screens, the original on
 * wide or dense ones.
 */
export const CATEGORY_IMAGE_SIZES = '(min-width: 992px) 400px, (min-width: 576px) 50vw, 264px';

/** A category to choose: photo, icon, name, description, price range and the popular badge. */
export function CategoryCard({ category, onChoose, onIntent, eager, priority }: Props) {
  const { t } = useTranslation('order');
  return (
    <article className="card wizard-card h-100">
      <div className="wizard-card__media">
        <FlowerImage
          imageUrl={category.imageUrl}
          alt=""
          eager={eager}
          priority={priority}
          sizes={CATEGORY_IMAGE_SIZES}
        />
        {category.isPopular && (
          <span className="badge wizard-card__badge">
            <i className="bi bi-star-fill me-1" aria-hidden="true" />
            {t('categories.popular')}
          </span>
        )}
        <span className="wizard-card__icon" aria-hidden="true">
          <i className={`bi ${categoryIcon(category.categoryName)}`} />
        </span>
      </div>
      <div className="card-body wizard-card__body">
        <h3 className="wizard-card__title">{category.categoryName}</h3>
        <p className="wizard-card__text">{category.description}</p>
        <p className="wizard-card__price">
          <span className="wizard-card__price-label">{t('categories.priceRange')}</span>
          <span className="wizard-price">{formatRupiahRange(category.priceRangeStart, category.priceRangeEnd)}</span>
        </p>
        <button
          type="button"
          className="btn btn-outline-primary stretched-link wizard-card__action"
          onClick={() => onChoose(category)}
          onPointerDown={onIntent && (() => onIntent(category.categoryID))}
        >
          {t('categories.choose')} <span className="visually-hidden">{category.categoryName}</span>
          <i className="bi bi-arrow-right ms-1" aria-hidden="true" />
        </button>
      </div>
    </article>
  );
}
