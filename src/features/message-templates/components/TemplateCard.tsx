import { useTranslation } from 'react-i18next';
import type { MessageTemplate } from '@/api/generated/shopApi';
import { BOARD_LINE_KEYS } from '@/lib/words/boardRules';
import { useTemplateName } from '../hooks/useTemplateName';

interface Props {
  template: MessageTemplate;
  /** Its delete is under way. */
  deleting: boolean;
  onEdit(template: MessageTemplate): void;
  onDelete(template: MessageTemplate): void;
}

/**
 * One template: its religion ('Semua agama' when it names none), then a board's lines under their names or a card's
 * text, every word as text exactly as stored, with 'Edit' and 'Hapus'.
 */
export function TemplateCard({ template, deleting, onEdit, onDelete }: Props) {
  const { t } = useTranslation(['templates', 'words']);
  const name = useTemplateName()(template);
  const lines = template.lines;
  return (
    <article className="card message-template h-100" aria-label={name}>
      <div className="card-body d-flex flex-column gap-3">
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
          <span className={`badge ${template.religion ? 'text-bg-primary' : 'text-bg-light border'}`}>
            {template.religion ? t(`words:religions.${template.religion}`) : t('list.everyReligion')}
          </span>
          <div className="d-flex gap-2">
            <button
              type="button"
              className="btn btn-sm btn-outline-primary"
              aria-label={t('list.editLabel', { name })}
              onClick={() => onEdit(template)}
              disabled={deleting}
            >
              <i className="bi bi-pencil me-1" aria-hidden="true" />
              {t('list.edit')}
            </button>
            <button
              type="button"
              className="btn btn-sm btn-outline-danger"
              aria-label={t('list.deleteLabel', { name })}
              onClick={() => onDelete(template)}
              disabled={deleting}
            >
              {deleting ? (
                <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />
              ) : (
                <i className="bi bi-trash me-1" aria-hidden="true" />
              )}
              {t('list.delete')}
            </button>
          </div>
        </div>
        {lines ? (
          <dl className="message-template__lines mb-0">
            {BOARD_LINE_KEYS.filter((key) => lines[key]).map((key) => (
              <div key={key} className={`message-template__line message-template__line--${key}`}>
                <dt>{t(`words:lines.${key}`)}</dt>
                <dd>{lines[key]}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="message-template__text mb-0">{template.text}</p>
        )}
      </div>
    </article>
  );
}
