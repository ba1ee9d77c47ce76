import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/PageHeader';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { NewsCard } from '../components/NewsCard';
import { newsRemoved, selectSavedNews } from '../model/newsSlice';

/** /app/berita: the news saved from the create form in this tab (template screen). */
export function NewsListPage() {
  const { t } = useTranslation('news');
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectSavedNews);
  return (
    <div className="bo-page">
      <PageHeader
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        actions={
          <Link to="/app/berita/create" className="btn btn-primary">
            <i className="bi bi-plus-lg" aria-hidden="true" /> {t('list.create')}
          </Link>
        }
      />
      {items.length === 0 ? (
        <div className="bo-empty card border-0 shadow-sm">
          <div className="card-body text-center p-5">
            <i className="bi bi-newspaper bo-empty__icon" aria-hidden="true" />
            <h2 className="h5 mt-3">{t('list.emptyTitle')}</h2>
            <p className="text-body-secondary">{t('list.emptyText')}</p>
            <Link to="/app/berita/create" className="btn btn-outline-primary">
              {t('list.create')}
            </Link>
          </div>
        </div>
      ) : (
        <ul className="row g-3 list-unstyled" aria-label={t('list.title')}>
          {items.map((news) => (
            <li key={news.id} className="col-12 col-md-6 col-xxl-4">
              <NewsCard news={news} onRemove={(id) => dispatch(newsRemoved(id))} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export { NewsListPage as Component };
