import { useTranslation } from 'react-i18next';
import { NEWS_AUTHORS } from '../model/newsTypes';
import { describedBy, FieldShell } from './FieldShell';

interface Props {
  value: string;
  error?: string;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** Author select with a preview card of the chosen author. */
export function AuthorField({ value, error, onChange, onBlur }: Props) {
  const { t } = useTranslation('news');
  const author = NEWS_AUTHORS.find((candidate) => candidate.id === value);
  return (
    <FieldShell id="news-author" label={t('fields.author')} error={error} required>
      <select
        id="news-author"
        name="authorId"
        className={`form-select ${error ? 'is-invalid' : ''}`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        {...describedBy('news-author', error)}
      >
        <option value="">{t('fields.authorPlaceholder')}</option>
        {NEWS_AUTHORS.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {candidate.name}
          </option>
        ))}
      </select>
      {author && (
        <div className="news-author-card d-flex align-items-center gap-3 mt-2 p-2 rounded-3" aria-live="polite">
          <span className="news-author-card__avatar" aria-hidden="true">
            {author.initials}
          </span>
          <span>
            <span className="d-block fw-semibold">{author.name}</span>
            <span className="d-block small text-body-secondary">{t(`authors.${author.roleKey}`)}</span>
          </span>
        </div>
      )}
    </FieldShell>
  );
}
