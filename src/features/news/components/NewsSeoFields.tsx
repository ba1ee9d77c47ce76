import { useTranslation } from 'react-i18next';
import { FeaturedImageField } from './FeaturedImageField';
import { FieldShell } from './FieldShell';
import type { NewsFormik } from './newsFormTypes';

/** Featured image and the SEO title and description. */
export function NewsSeoFields({ form }: { form: NewsFormik }) {
  const { t } = useTranslation('news');
  return (
    <div className="d-grid gap-3">
      <FeaturedImageField value={form.values.featuredImage} onChange={(value) => void form.setFieldValue('featuredImage', value)} />
      <FieldShell id="news-meta-title" label={t('fields.metaTitle')} hint={`${form.values.metaTitle.length}/60`}>
        <input
          id="news-meta-title"
          name="metaTitle"
          maxLength={60}
          className="form-control"
          value={form.values.metaTitle}
          onChange={form.handleChange}
          aria-describedby="news-meta-title-hint"
        />
      </FieldShell>
      <FieldShell id="news-meta-description" label={t('fields.metaDescription')} hint={`${form.values.metaDescription.length}/160`}>
        <textarea
          id="news-meta-description"
          name="metaDescription"
          maxLength={160}
          rows={2}
          className="form-control"
          value={form.values.metaDescription}
          onChange={form.handleChange}
          aria-describedby="news-meta-description-hint"
        />
      </FieldShell>
    </div>
  );
}
