import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/forms/FormField';
import { LABEL, type NewsFormik } from './newsFormTypes';

/** Title, subtitle, excerpt (≤ 300 with a counter) and content (≥ 50). */
export function NewsContentFields({ form }: { form: NewsFormik }) {
  const { t } = useTranslation('news');
  return (
    <div className="d-grid gap-3">
      <FormField
        name="title"
        id="news-title"
        label={t('fields.title')}
        labelClassName={LABEL}
        controlClassName="form-control-lg"
        hint={t('hints.title')}
        required
      />
      <FormField
        name="subtitle"
        id="news-subtitle"
        label={t('fields.subtitle')}
        labelClassName={LABEL}
        hint={`${form.values.subtitle.length}/200`}
      />
      <FormField
        name="excerpt"
        id="news-excerpt"
        label={t('fields.excerpt')}
        labelClassName={LABEL}
        hint={`${form.values.excerpt.length}/300`}
        multiline
        rows={3}
        required
      />
      <FormField
        name="content"
        id="news-content"
        label={t('fields.content')}
        labelClassName={LABEL}
        hint={t('hints.content', { count: form.values.content.trim().length })}
        multiline
        rows={10}
        required
      />
    </div>
  );
}
