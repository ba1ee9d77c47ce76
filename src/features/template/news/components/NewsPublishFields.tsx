import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/forms/FormField';
import { parseTags } from '../model/newsSchema';
import { NEWS_CATEGORIES, NEWS_STATUSES } from '../model/newsTypes';
import { LABEL, type NewsFormik } from './newsFormTypes';

const FLAGS = ['isBreaking', 'isFeatured', 'allowComments'] as const;

/** Category, tags, status, publish date and the three flags. */
export function NewsPublishFields({ form }: { form: NewsFormik }) {
  const { t } = useTranslation('news');
  const [tagText, setTagText] = useState(form.values.tags.join(', '));
  return (
    <>
      <FormField name="categoryId" id="news-category" label={t('fields.category')} labelClassName={LABEL} required>
        {({ control, invalid }) => (
          <select {...control} className={`form-select ${invalid ? 'is-invalid' : ''}`}>
            <option value="">{t('fields.categoryPlaceholder')}</option>
            {NEWS_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`categories.${category}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField name="tags" id="news-tags" label={t('fields.tags')} labelClassName={LABEL} hint={t('hints.tags')}>
        {({ control }) => (
          <input
            id={control.id}
            className="form-control"
            value={tagText}
            onChange={(event) => {
              setTagText(event.target.value);
              void form.setFieldValue('tags', parseTags(event.target.value));
            }}
            aria-describedby={control['aria-describedby']}
          />
        )}
      </FormField>
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
        <FormField name="status" id="news-status" label={t('fields.status')} labelClassName={LABEL} className="col-6">
          {({ control }) => (
            <select {...control} className="form-select">
              {NEWS_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`status.${status}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          name="publishDate"
          id="news-publish-date"
          label={t('fields.publishDate')}
          labelClassName={LABEL}
          className="col-6"
          type="date"
        />
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
