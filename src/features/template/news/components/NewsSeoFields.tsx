import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/forms/FormField';
import { FeaturedImageField } from './FeaturedImageField';
import { LABEL, type NewsFormik } from './newsFormTypes';

/** Featured image and the SEO title and description. */
export function NewsSeoFields({ form }: { form: NewsFormik }) {
  const { t } = useTranslation('news');
  return (
    <div className="d-grid gap-3">
      <FeaturedImageField
        value={form.values.featuredImage}
        onChange={(value) => void form.setFieldValue('featuredImage', value)}
      />
      <FormField
        name="metaTitle"
        id="news-meta-title"
        label={t('fields.metaTitle')}
        labelClassName={LABEL}
        hint={`${form.values.metaTitle.length}/60`}
        maxLength={60}
      />
      <FormField
        name="metaDescription"
        id="news-meta-description"
        label={t('fields.metaDescription')}
        labelClassName={LABEL}
        hint={`${form.values.metaDescription.length}/160`}
        maxLength={160}
        multiline
        rows={2}
      />
    </div>
  );
}
