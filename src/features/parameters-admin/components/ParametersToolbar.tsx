import { useTranslation } from 'react-i18next';

interface Props {
  search: string;
  onSearch(search: string): void;
  refreshing: boolean;
  onRefresh(): void;
}

/** Search (code, name or description) and refresh. */
export function ParametersToolbar({ search, onSearch, refreshing, onRefresh }: Props) {
  const { t } = useTranslation('parameters');
  return (
    <div className="param-toolbar" role="search" aria-label={t('list.toolbar')}>
      <div className="input-group param-toolbar__search">
        <span className="input-group-text" aria-hidden="true">
          <i className="bi bi-search" />
        </span>
        <input
          type="search"
          className="form-control"
          aria-label={t('list.searchLabel')}
          placeholder={t('list.searchPlaceholder')}
          value={search}
          onChange={(event) => onSearch(event.target.value)}
        />
      </div>
      <button type="button" className="btn btn-outline-secondary text-nowrap" onClick={onRefresh} disabled={refreshing}>
        {refreshing ? (
          <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />
        ) : (
          <i className="bi bi-arrow-clockwise me-1" aria-hidden="true" />
        )}
        {t('list.refresh')}
      </button>
    </div>
  );
}
