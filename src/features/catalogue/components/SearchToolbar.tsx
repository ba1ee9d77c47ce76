import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import './SearchToolbar.css';

interface Props {
  label: string;
  placeholder: string;
  value: string;
  onChange(value: string): void;
  /** 'Total: N kategori' / 'Total: N produk'. */
  totalText: string;
}

/** Search box (filters as you type, back to page 1) and the total count. */
export function SearchToolbar({ label, placeholder, value, onChange, totalText }: Props) {
  const { t } = useTranslation('catalogue');
  const id = useId();
  return (
    <div className="catalogue-toolbar d-flex flex-column flex-sm-row align-items-stretch align-items-sm-center gap-2 gap-sm-3 mb-4">
      <div className="catalogue-search flex-grow-1">
        <label htmlFor={id} className="visually-hidden">
          {label}
        </label>
        <i className="bi bi-search catalogue-search__icon" aria-hidden="true" />
        <input
          id={id}
          type="search"
          className="form-control"
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete="off"
        />
        {value && (
          <button
            type="button"
            className="btn btn-link catalogue-search__clear"
            aria-label={t('search.clear')}
            onClick={() => onChange('')}
          >
            <i className="bi bi-x-lg" aria-hidden="true" />
          </button>
        )}
      </div>
      <span
        className="catalogue-total badge rounded-pill text-bg-light border fs-6 fw-semibold px-3 py-2"
        role="status"
      >
        {totalText}
      </span>
    </div>
  );
}
