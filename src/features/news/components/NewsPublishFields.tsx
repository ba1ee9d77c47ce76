import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseTags } from '../model/newsSchema';
import { NEWS_CATEGORIES, NEWS_STATUSES } from '../model/newsTypes';
import { describedBy, FieldShell } from './FieldShell';
import { shownError, type NewsFormik } from './newsFormTypes';

const FLAGS = ['isBreaking', 'isFeatured', 'allowComments'] as const;

/** Category, tags, status, publish date and the three flags. */
export function NewsPublishFields({ form }: { form: NewsFormik }) {
  const { t } = useTranslation('news');
  const [tagText, setTagText] = useState(form.values.tags.join(', '));
  const categoryError = shownError(form, 'categoryId');
  return (
    <>
      <FieldShell id="news-category" label={t('fields.category')} error={categoryError} required>
        <select
          id="news-category"
          name="categoryId"
          className={`form-select ${categoryError ? 'is-invalid' : ''}`}
          value={form.values.categoryId}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          {...describedBy('news-category', categoryError)}
        >
          <option value="">{t('fields.categoryPlaceholder')}</option>
          {NEWS_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`categories.${category}`)}
            </option>
          ))}
        </select>
      </FieldShell>
      <FieldShell id="news-tags" label={t('fields.tags')} hint={t('hints.tags')}>
        <input
          id="news-tags"
          className="form-control"
          value={tagText}
          onChange={(event) => {
            setTagText(event.target.value);
            void form.setFieldValue('tags', parseTags(event.target.value));
          }}
          aria-describedby="news-tags-hint"
        />
      </FieldShell>
      {form.values.tags.length > 0 && (
        <ul className="list-unstyled d-flex flex-wrap gap-1 mb-0" aria-label={t('fields.tags')}>
          {form.values.tags.map((tag) => (
            <li key={tag} className="badge rounded-pill text-bg-light border">
              #{tag}
            </li>
          ))}
        </ul>
      )}
      <div className="row g-2">
        <FieldShell id="news-status" label={t('fields.status')} className="col-6">
          <select id="news-status" name="status" className="form-select" value={form.values.status} onChange={form.handleChange}>
            {NEWS_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`status.${status}`)}
              </option>
            ))}
          </select>
        </FieldShell>
        <FieldShell id="news-publish-date" label={t('fields.publishDate')} className="col-6">
          <input
            id="news-publish-date"
            name="publishDate"
            type="date"
            className="form-control"
            value={form.values.publishDate}
            onChange={form.handleChange}
          />
        </FieldShell>
      </div>
      <fieldset>
        <legend className="form-label fw-semibold fs-6">{t('fields.flags')}</legend>
        {FLAGS.map((flag) => (
          <div key={flag} className="form-check form-switch">
            <input
              id={`news-${flag}`}
              name={flag}
              type="checkbox"
              role="switch"
              className="form-check-input"
              checked={form.values[flag]}
              onChange={form.handleChange}
            />
            <label className="form-check-label" htmlFor={`news-${flag}`}>
              {t(`flags.${flag}`)}
            </label>
          </div>
        ))}
      </fieldset>
    </>
  );
}
