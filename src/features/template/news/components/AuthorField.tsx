import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/forms/FormField';
import { NEWS_AUTHORS } from '../model/newsTypes';
import { LABEL } from './newsFormTypes';
import './AuthorField.css';

/** Author select with a preview card of the chosen author. */
export function AuthorField() {
  const { t } = useTranslation('news');
  return (
    <FormField name="authorId" id="news-author" label={t('fields.author')} labelClassName={LABEL} required>
      {({ control, invalid }) => (
        <>
          <select {...control} className={`form-select ${invalid ? 'is-invalid' : ''}`}>
            <option value="">{t('fields.authorPlaceholder')}</option>
            {NEWS_AUTHORS.map((candidate) => (
              <option key={candidate.id} value={candidate.id}>
                {candidate.name}
              </option>
            ))}
          </select>
          <AuthorCard authorId={control.value} />
        </>
      )}
    </FormField>
  );
}

/** The chosen author's initials, name and role. */
function AuthorCard({ authorId }: { authorId: string }) {
  const { t } = useTranslation('news');
  const author = NEWS_AUTHORS.find((candidate) => candidate.id === authorId);
  if (!author) return null;
  return (
    <div className="news-author-card d-flex align-items-center gap-3 mt-2 p-2 rounded-3" aria-live="polite">
      <span className="news-author-card__avatar" aria-hidden="true">
        {author.initials}
      </span>
      <span>
        <span className="d-block fw-semibold">{author.name}</span>
        <span className="d-block small text-body-secondary">{t(`authors.${author.roleKey}`)}</span>
      </span>
    </div>
  );
}
