import './WizardCard.css';
/**
 * Placeholder cards in the shape of the wizard's cards, so nothing jumps when they arrive; static, like every
 * storefront skeleton (no pulse, docs/performance.md).
 */
export function WizardCardSkeletons({ count }: { count: number }) {
  return (
    <div className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-3 g-md-4">
      {Array.from({ length: count }, (_, index) => (
        <div className="col" key={index}>
          <div className="card wizard-card wizard-card--skeleton h-100">
            <div className="wizard-card__media">
              <div className="ratio ratio-4x3 wizard-image">
                <span className="placeholder" />
              </div>
            </div>
            <div className="card-body wizard-card__body">
              <span className="placeholder col-7 wizard-skeleton__title" />
              <span className="placeholder col-12" />
              <span className="placeholder col-9" />
              <span className="placeholder col-5 wizard-skeleton__price" />
              <span className="placeholder col-4 wizard-skeleton__button" />
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}
