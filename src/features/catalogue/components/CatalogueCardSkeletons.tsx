import './CatalogueCard.css';
/** Placeholder cards in the catalogue grid's own layout while a list loads. */
export function CatalogueCardSkeletons({ count = 6 }: { count?: number }) {
  return (
    <div className="row row-cols-1 row-cols-md-2 row-cols-xl-3 g-4">
      {Array.from({ length: count }, (_, index) => (
        <div className="col" key={index}>
          <div className="card catalogue-card h-100 placeholder-glow">
            <div className="ratio ratio-4x3 placeholder bg-secondary-subtle" />
            <div className="card-body">
              <span className="placeholder col-7 mb-3 d-block" />
              <span className="placeholder col-12 d-block mb-2" />
              <span className="placeholder col-10 d-block mb-3" />
              <span className="placeholder col-5 d-block" />
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}
