import { useTranslation } from 'react-i18next';
import { describedBy, FieldShell } from './FieldShell';
import { shownError, type NewsFormik } from './newsFormTypes';

/** Title, subtitle, excerpt (≤ 300 with a counter) and content (≥ 50). */
export function NewsContentFields({ form }: { form: NewsFormik }) {
  const { t } = useTranslation('news');
  const titleError = shownError(form, 'title');
  const subtitleError = shownError(form, 'subtitle');
  const excerptError = shownError(form, 'excerpt');
  const contentError = shownError(form, 'content');
  return (
    <div className="d-grid gap-3">
      <FieldShell id="news-title" label={t('fields.title')} error={titleError} hint={t('hints.title')} required>
        <input
          id="news-title"
          name="title"
          className={`form-control form-control-lg ${titleError ? 'is-invalid' : ''}`}
          value={form.values.title}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          {...describedBy('news-title', titleError, true)}
        />
      </FieldShell>
      <FieldShell id="news-subtitle" label={t('fields.subtitle')} error={subtitleError} hint={`${form.values.subtitle.length}/200`}>
        <input
          id="news-subtitle"
          name="subtitle"
          className={`form-control ${subtitleError ? 'is-invalid' : ''}`}
          value={form.values.subtitle}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          {...describedBy('news-subtitle', subtitleError, true)}
        />
      </FieldShell>
      <FieldShell id="news-excerpt" label={t('fields.excerpt')} error={excerptError} hint={`${form.values.excerpt.length}/300`} required>
        <textarea
          id="news-excerpt"
          name="excerpt"
          rows={3}
          className={`form-control ${excerptError ? 'is-invalid' : ''}`}
          value={form.values.excerpt}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          {...describedBy('news-excerpt', excerptError, true)}
        />
      </FieldShell>
      <FieldShell
        id="news-content"
        label={t('fields.content')}
        error={contentError}
        hint={t('hints.content', { count: form.values.content.trim().length })}
        required
      >
        <textarea
          id="news-content"
          name="content"
          rows={10}
          className={`form-control ${contentError ? 'is-invalid' : ''}`}
          value={form.values.content}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          {...describedBy('news-content', contentError, true)}
        />
      </FieldShell>
    </div>
  );
}
