import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';

/** Shown when a route fails to load or render (e.g. a chunk could not be fetched). */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : '';
  return (
    <main className="container py-5 text-center" role="alert">
      <h1 className="h3">{t('errors.routeTitle')}</h1>
      <p className="text-body-secondary">{t('errors.routeText')}</p>
      {detail && <pre className="small text-body-secondary">{detail}</pre>}
      <div className="d-flex gap-2 justify-content-center">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t('actions.reload')}
        </button>
        <Link className="btn btn-outline-secondary" to="/public/home">
          {t('actions.backHome')}
        </Link>
      </div>
    </main>
  );
}
