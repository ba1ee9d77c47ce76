import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { visiblePages } from '@/lib/paging/paging';
import './Pager.css';

interface Props {
  page: number;
  totalPages: number;
  onPage(page: number): void;
  /** Accessible name of the page navigation (which list it pages). */
  label: string;
  /** The screen's own text beside the buttons: 'Menampilkan X sampai Y dari Z hasil', 'Halaman x dari y'… */
  summary?: ReactNode;
  /** Spacing from the list above (`mt-3`, `mt-4`). */
  className?: string;
}

/** Previous, numbered pages (with gaps past seven) and next, with an optional summary text. */
export function Pager({ page, totalPages, onPage, label, summary, className = '' }: Props) {
  const { t } = useTranslation('common');
  return (
    <div
      className={`bo-pager d-flex flex-column flex-md-row align-items-center justify-content-between gap-2 ${className}`}
    >
      {summary && (
        <p className="mb-0 small text-body-secondary" aria-live="polite">
          {summary}
        </p>
      )}
      <nav aria-label={label} className="ms-md-auto">
        <ul className="pagination pagination-sm mb-0 flex-wrap justify-content-center">
          <li className={`page-item ${page <= 1 ? 'disabled' : ''}`}>
            <button type="button" className="page-link" onClick={() => onPage(page - 1)} disabled={page <= 1}>
              <i className="bi bi-chevron-left bo-flip-rtl me-1" aria-hidden="true" />
              {t('pager.previous')}
            </button>
          </li>
          {visiblePages(page, totalPages).map((n, index) =>
            n === 'gap' ? (
              <li key={`gap-${index}`} className="page-item disabled" aria-hidden="true">
                <span className="page-link">…</span>
              </li>
            ) : (
              <li key={n} className={`page-item ${n === page ? 'active' : ''}`}>
                <button
                  type="button"
                  className="page-link"
                  aria-label={t('pager.page', { page: n })}
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
              {t('pager.next')}
              <i className="bi bi-chevron-right bo-flip-rtl ms-1" aria-hidden="true" />
            </button>
          </li>
        </ul>
      </nav>
    </div>
  );
}
