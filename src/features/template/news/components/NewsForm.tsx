import { FormikProvider, useFormik } from 'formik';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInitialErrors } from '@/components/forms/initialErrors';
import { emptyNews, newsSchema } from '../model/newsSchema';
import type { NewsDraft, NewsStatus } from '../model/newsTypes';
import { AuthorField } from './AuthorField';
import { NewsContentFields } from './NewsContentFields';
import { NewsPublishFields } from './NewsPublishFields';
import { NewsSeoFields } from './NewsSeoFields';

interface Props {
  onSave: (draft: NewsDraft) => Promise<void> | void;
  onCancel: () => void;
}

/**
 * Create-news form (a template screen): content, author with preview, category,
 * featured image, tags, status, publish date, flags and SEO. 'Simpan Draft'
 * saves as draft, 'Publikasikan' as published.
 */
export function NewsForm({ onSave, onCancel }: Props) {
  const { t } = useTranslation('news');
  const intent = useRef<NewsStatus | null>(null);
  const schema = useMemo(() => newsSchema(t), [t]);
  const [initialValues] = useState(emptyNews);
  const initialErrors = useInitialErrors(schema, initialValues);
  const form = useFormik<NewsDraft>({
    initialValues,
    validationSchema: schema,
    initialErrors,
    validateOnMount: true,
    onSubmit: async (values) => {
      const status = intent.current ?? values.status;
      await onSave({ ...values, status });
    },
  });
  const submitAs = (status: NewsStatus | null) => {
    intent.current = status;
    void form.submitForm();
  };
  const blocked = form.isSubmitting || !form.isValid;

  return (
    <FormikProvider value={form}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submitAs(null);
        }}
        className="row g-4"
        aria-busy={form.isSubmitting}
      >
        <div className="col-12 col-xl-8 d-grid gap-4 align-content-start">
          <section className="card border-0 shadow-sm" aria-labelledby="news-content-heading">
            <div className="card-body p-4">
              <h2 id="news-content-heading" className="h5 mb-3">
                {t('sections.content')}
              </h2>
              <NewsContentFields form={form} />
            </div>
          </section>
          <section className="card border-0 shadow-sm" aria-labelledby="news-seo-heading">
            <div className="card-body p-4">
              <h2 id="news-seo-heading" className="h5 mb-3">
                {t('sections.seo')}
              </h2>
              <NewsSeoFields form={form} />
            </div>
          </section>
        </div>
        <div className="col-12 col-xl-4 d-grid gap-4 align-content-start">
          <section className="card border-0 shadow-sm" aria-labelledby="news-publish-heading">
            <div className="card-body p-4 d-grid gap-3">
              <h2 id="news-publish-heading" className="h5 mb-0">
                {t('sections.publish')}
              </h2>
              <AuthorField />
              <NewsPublishFields form={form} />
            </div>
          </section>
          <div className="d-grid gap-2">
            <button
              type="button"
              className="btn btn-outline-primary"
              disabled={blocked}
              onClick={() => submitAs('draft')}
            >
              <i className="bi bi-file-earmark" aria-hidden="true" /> {t('actions.saveDraft')}
            </button>
            <button type="button" className="btn btn-primary" disabled={blocked} onClick={() => submitAs('published')}>
              {form.isSubmitting ? (
                <span className="spinner-border spinner-border-sm" aria-hidden="true" />
              ) : (
                <i className="bi bi-send" aria-hidden="true" />
              )}{' '}
              {t('actions.publish')}
            </button>
            <button type="button" className="btn btn-link text-body-secondary" onClick={onCancel}>
              {t('actions.cancel')}
            </button>
            {!form.isValid && form.submitCount === 0 && (
              <p className="small text-body-secondary text-center mb-0">{t('hints.fillRequired')}</p>
            )}
          </div>
        </div>
      </form>
    </FormikProvider>
  );
}
