import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function Component() {
  const { t } = useTranslation('common');
  return (
    <main className="container py-5 text-center">
      <p className="display-1 fw-bold text-primary mb-0">404</p>
      <h1 className="h3">{t('notFound.title')}</h1>
      <p className="text-body-secondary">{t('notFound.text')}</p>
      <Link className="btn btn-primary" to="/public/home">
        {t('actions.backHome')}
      </Link>
    </main>
  );
}
