import { useTranslation } from 'react-i18next';

interface Props {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** Previous / page x of y / next. */
export function TablePager({ page, pages, onPage }: Props) {
  const { t } = useTranslation('tables');
  return (
    <nav aria-label={t('pager.label')} className="d-flex align-items-center gap-2">
      <button type="button" className="btn btn-sm btn-outline-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <i className="bi bi-chevron-left bo-flip-rtl" aria-hidden="true" /> {t('pager.previous')}
      </button>
      <span className="small text-body-secondary" aria-live="polite">
        {t('pager.pageOf', { page, pages })}
      </span>
      <button type="button" className="btn btn-sm btn-outline-secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pager.next')} <i className="bi bi-chevron-right bo-flip-rtl" aria-hidden="true" />
      </button>
    </nav>
  );
}
