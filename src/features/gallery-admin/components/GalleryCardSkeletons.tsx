import { GALLERY_PAGE_SIZE } from '../model/galleryFilter';

/** Six card-shaped placeholders while a page loads. */
export function GalleryCardSkeletons() {
  return (
    <ul className="row row-cols-1 row-cols-sm-2 row-cols-xl-3 g-4 list-unstyled mb-0">
      {Array.from({ length: GALLERY_PAGE_SIZE }, (_, index) => (
        <li key={index} className="col">
          <div className="card gallery-card h-100 placeholder-glow">
            <span className="placeholder w-100 gallery-card__img" />
            <div className="card-body">
              <span className="placeholder col-7 mb-2" />
              <span className="placeholder col-10" />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
