import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/feedback/EmptyState';
import { PageHeader } from '@/components/layout/PageHeader';
import { useAppDispatch, useAppSelector } from '@/components/store/hooks';
import { NewsCard } from '../components/NewsCard';
import { newsRemoved, selectSavedNews } from '../model/newsSlice';
import '@/components/layout/backOffice.css';

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
        <EmptyState
          className="bo-empty card border-0 shadow-sm p-5"
          icon="bi-newspaper"
          title={t('list.emptyTitle')}
          text={t('list.emptyText')}
        >
          <Link to="/app/berita/create" className="btn btn-outline-primary">
            {t('list.create')}
          </Link>
        </EmptyState>
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
