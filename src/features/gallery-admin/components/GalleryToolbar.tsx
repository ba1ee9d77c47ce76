import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { STATUS_FILTERS, type StatusFilter } from '../model/galleryFilter';

interface Props {
  search: string;
  status: StatusFilter;
  includeImages: boolean;
  refreshing: boolean;
  onSearch(search: string): void;
  onStatus(status: StatusFilter): void;
  onIncludeImages(include: boolean): void;
  onReset(): void;
  onRefresh(): void;
}

/** Search (title or description, this page), status filter, reset, refresh and the show-images switch. */
export function GalleryToolbar({
  search,
  status,
  includeImages,
  refreshing,
  onSearch,
  onStatus,
  onIncludeImages,
  onReset,
  onRefresh,
}: Props) {
  const { t } = useTranslation('gallery');
  const id = useId();
  return (
    <div className="card gallery-toolbar mb-3" role="search" aria-label={t('toolbar.label')}>
      <div className="card-body d-flex flex-column flex-lg-row gap-3 align-items-lg-end">
        <div className="flex-grow-1">
          <label className="form-label small fw-semibold" htmlFor={`${id}-search`}>
            {t('toolbar.searchLabel')}
          </label>
          <div className="input-group">
            <span className="input-group-text bg-body" aria-hidden="true">
              <i className="bi bi-search" />
            </span>
            <input
              id={`${id}-search`}
              type="search"
              className="form-control"
              placeholder={t('toolbar.searchPlaceholder')}
              value={search}
              onChange={(event) => onSearch(event.target.value)}
              aria-describedby={`${id}-search-hint`}
            />
          </div>
          <div id={`${id}-search-hint`} className="form-text">
            {t('toolbar.searchHint')}
          </div>
        </div>
        <div className="gallery-toolbar__status">
          <label className="form-label small fw-semibold" htmlFor={`${id}-status`}>
            {t('toolbar.statusLabel')}
          </label>
          <select
            id={`${id}-status`}
            className="form-select"
            value={status}
            onChange={(event) => onStatus(event.target.value as StatusFilter)}
          >
            {STATUS_FILTERS.map((value) => (
              <option key={value} value={value}>
                {t(`toolbar.status.${value}`)}
              </option>
            ))}
          </select>
          {/* Keeps the two columns level with the search's hint. */}
          <div className="form-text invisible d-none d-lg-block" aria-hidden="true">
            &nbsp;
          </div>
        </div>
        <div className="d-flex flex-wrap align-items-center gap-2 gallery-toolbar__buttons">
          <div className="form-check form-switch mb-0 me-1">
            <input
              id={`${id}-images`}
              className="form-check-input"
              type="checkbox"
              role="switch"
              checked={includeImages}
              onChange={(event) => onIncludeImages(event.target.checked)}
            />
            <label className="form-check-label" htmlFor={`${id}-images`}>
              {t('toolbar.showImages')}
            </label>
          </div>
          <button type="button" className="btn btn-outline-secondary" onClick={onReset}>
            <i className="bi bi-x-circle me-1" aria-hidden="true" />
            {t('toolbar.reset')}
          </button>
          <button type="button" className="btn btn-outline-primary" onClick={onRefresh} disabled={refreshing}>
            <i className={`bi bi-arrow-clockwise me-1 ${refreshing ? 'gallery-spin' : ''}`} aria-hidden="true" />
            {t('toolbar.refresh')}
          </button>
        </div>
      </div>
    </div>
  );
}
