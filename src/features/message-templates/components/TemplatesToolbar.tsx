import { useTranslation } from 'react-i18next';
import type { MessageFormat } from '@/api/generated/shopApi';
import { OCCASIONS, RELIGIONS } from '@/lib/words/occasions';
import type { TemplateView } from '../model/templateList';

const FORMATS: readonly MessageFormat[] = ['board', 'card'];

interface Props {
  view: TemplateView;
  /** How many templates each format has, whatever the filters. */
  counts: Record<MessageFormat, number>;
  onChange(change: Partial<TemplateView>): void;
}

/** The format's tabs ('Bunga papan', 'Kartu ucapan', each with its count), then the occasion and the religion. */
export function TemplatesToolbar({ view, counts, onChange }: Props) {
  const { t } = useTranslation(['templates', 'words']);
  return (
    <div className="message-templates-toolbar" role="search" aria-label={t('filters.label')}>
      <div className="nav nav-pills gap-2" role="group" aria-label={t('filters.format')}>
        {FORMATS.map((format) => {
          const active = view.format === format;
          return (
            <button
              key={format}
              type="button"
              className={`nav-link d-inline-flex align-items-center gap-2 ${active ? 'active' : 'border'}`}
              aria-pressed={active}
              onClick={() => onChange({ format })}
            >
              {t(`formats.${format}`)}{' '}
              <span className={`badge rounded-pill ${active ? 'text-bg-light' : 'text-bg-secondary'}`}>
                {counts[format]}
              </span>
            </button>
          );
        })}
      </div>
      <div className="message-templates-toolbar__filters">
        <div>
          <label className="form-label small mb-1" htmlFor="templates-occasion">
            {t('filters.occasion')}
          </label>
          <select
            id="templates-occasion"
            className="form-select form-select-sm"
            value={view.occasion}
            onChange={(event) => onChange({ occasion: event.target.value as TemplateView['occasion'] })}
          >
            <option value="">{t('filters.allOccasions')}</option>
            {OCCASIONS.map((occasion) => (
              <option key={occasion} value={occasion}>
                {t(`words:occasions.${occasion}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label className="form-label small mb-1" htmlFor="templates-religion">
            {t('filters.religion')}
          </label>
          <select
            id="templates-religion"
            className="form-select form-select-sm"
            value={view.religion}
            onChange={(event) => onChange({ religion: event.target.value as TemplateView['religion'] })}
          >
            <option value="">{t('filters.allReligions')}</option>
            {RELIGIONS.map((religion) => (
              <option key={religion} value={religion}>
                {t(`words:religions.${religion}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}
