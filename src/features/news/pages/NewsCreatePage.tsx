import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/app/hooks';
import { showAlert } from '@/components/feedback/dialogs';
import { NewsForm } from '../components/NewsForm';
import { newsSaved } from '../model/newsSlice';
import type { NewsDraft } from '../model/newsTypes';

export const NEWS_LIST_PATH = '/app/berita';

/** /app/berita/create: the template's create-news form; saving only alerts and keeps it in this tab (spec §2, §8). */
export function NewsCreatePage() {
  const { t } = useTranslation('news');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const save = async (draft: NewsDraft) => {
    dispatch(newsSaved(draft));
    void showAlert({ icon: 'success', title: t('saved'), confirmText: t('actions.ok'), timerMs: 3000 });
    await navigate(NEWS_LIST_PATH);
  };
  return (
    <div className="bo-page">
      <nav aria-label={t('breadcrumb')}>
        <ol className="breadcrumb small mb-2">
          <li className="breadcrumb-item">
            <Link to={NEWS_LIST_PATH}>{t('list.title')}</Link>
          </li>
          <li className="breadcrumb-item active" aria-current="page">
            {t('create.title')}
          </li>
        </ol>
      </nav>
      <header className="bo-page-header">
        <div>
          <h1 className="bo-page-title">{t('create.title')}</h1>
          <p className="bo-page-subtitle">{t('create.subtitle')}</p>
        </div>
      </header>
      <NewsForm onSave={save} onCancel={() => void navigate(NEWS_LIST_PATH)} />
    </div>
  );
}

export { NewsCreatePage as Component };
