import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { showAlert } from '@/components/feedback/dialogs';
import { PageHeader } from '@/components/layout/PageHeader';
import { useAppDispatch } from '@/components/store/hooks';
import { NewsForm } from '../components/NewsForm';
import { newsSaved } from '../model/newsSlice';
import type { NewsDraft } from '../model/newsTypes';
import '@/components/layout/backOffice.css';

export const NEWS_LIST_PATH = '/app/berita';

/**
 * /app/berita/create: the template's create-news form; saving only alerts and keeps it in this tab
 * (docs/product-rules.md#template-screens).
 */
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
      <PageHeader
        breadcrumb={{ label: t('breadcrumb'), parents: [{ label: t('list.title'), to: NEWS_LIST_PATH }] }}
        title={t('create.title')}
        subtitle={t('create.subtitle')}
      />
      <NewsForm onSave={save} onCancel={() => void navigate(NEWS_LIST_PATH)} />
    </div>
  );
}

export { NewsCreatePage as Component };
