import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** Screen only: back to the orders, and 'Cetak' (the browser's print dialog). Hidden in print. */
export function PrintToolbar({ title, canPrint }: { title: string; canPrint: boolean }) {
  const { t } = useTranslation('print');
  return (
    <header className="print-toolbar">
      <Link to="/app/orders" className="btn btn-outline-secondary btn-sm">
        <i className="bi bi-arrow-left me-1" aria-hidden="true" />
        {t('toolbar.back')}
      </Link>
      <h1 className="print-toolbar__title">{title}</h1>
      <button type="button" className="btn btn-primary btn-sm" onClick={() => window.print()} disabled={!canPrint}>
        <i className="bi bi-printer me-1" aria-hidden="true" />
        {t('toolbar.print')}
      </button>
    </header>
  );
}
