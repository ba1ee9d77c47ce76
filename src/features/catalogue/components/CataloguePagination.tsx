import { useTranslation } from 'react-i18next';

interface Props {
  page: number;
  totalPages: number;
  from: number;
  to: number;
  total: number;
  onPage(page: number): void;
}

/** Page numbers to show: all up to 7, else first, last and the current neighbourhood with gaps. */
export function pageNumbers(page: number, totalPages: number): Array<number | 'gap'> {
  if (totalPages <= 7) return Array.from({ length: totalPages }, (_, index) => index + 1);
  const around = new Set([1, totalPages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= totalPages));
  if (page <= 3) [2, 3, 4].forEach((n) => around.add(n));
  if (page >= totalPages - 2) [totalPages - 3, totalPages - 2, totalPages - 1].forEach((n) => around.add(n));
  const sorted = [...around].sort((a, b) => a - b);
  return sorted.flatMap((n, index) => (index > 0 && n - sorted[index - 1] > 1 ? (['gap', n] as const) : [n]));
}

/** 'Menampilkan X sampai Y dari Z hasil', previous/next and numbered pages (spec §2). */
export function CataloguePagination({ page, totalPages, from, to, total, onPage }: Props) {
  const { t } = useTranslation('catalogue');
  if (total === 0) return null;
  return (
    <div className="catalogue-pagination d-flex flex-column flex-md-row align-items-center justify-content-between gap-2 mt-4">
      <p className="mb-0 small text-body-secondary">
        {t('pagination.range', { from, to, total })}
      </p>
      <nav aria-label={t('pagination.label')}>
        <ul className="pagination pagination-sm mb-0 flex-wrap justify-content-center">
          <li className={`page-item ${page <= 1 ? 'disabled' : ''}`}>
            <button type="button" className="page-link" onClick={() => onPage(page - 1)} disabled={page <= 1}>
              <i className="bi bi-chevron-left me-1" aria-hidden="true" />
              {t('pagination.previous')}
            </button>
          </li>
          {pageNumbers(page, totalPages).map((n, index) =>
            n === 'gap' ? (
              <li key={`gap-${index}`} className="page-item disabled" aria-hidden="true">
                <span className="page-link">…</span>
              </li>
            ) : (
              <li key={n} className={`page-item ${n === page ? 'active' : ''}`}>
                <button
                  type="button"
                  className="page-link"
                  aria-label={t('pagination.page', { page: n })}
                  aria-current={n === page ? 'page' : undefined}
                  onClick={() => onPage(n)}
                >
                  {n}
                </button>
              </li>
            ),
          )}
          <li className={`page-item ${page >= totalPages ? 'disabled' : ''}`}>
            <button type="button" className="page-link" onClick={() => onPage(page + 1)} disabled={page >= totalPages}>
              {t('pagination.next')}
              <i className="bi bi-chevron-right ms-1" aria-hidden="true" />
            </button>
          </li>
        </ul>
      </nav>
    </div>
  );
}
