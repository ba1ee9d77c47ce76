import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { GeneralParameter } from '@/api/generated/shopApi';
import { parameterEditPath } from '../model/paths';

interface Props {
  parameter: GeneralParameter;
  onView(parameter: GeneralParameter): void;
  onDelete(parameter: GeneralParameter): void;
}

/**
 * View, edit and delete of one parameter. The words show on phones (cards)
 * and hide beside the icons in the table; the accessible names start with them.
 */
export function ParameterActions({ parameter, onView, onDelete }: Props) {
  const { t } = useTranslation('parameters');
  const names = { code: parameter.paramCode, name: parameter.paramName };
  return (
    <div className="param-actions">
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary"
        aria-label={t('actions.viewLabel', names)}
        title={t('actions.view')}
        onClick={() => onView(parameter)}
      >
        <i className="bi bi-eye" aria-hidden="true" />
        <span className="param-actions__text">{t('actions.view')}</span>
      </button>
      <Link
        to={parameterEditPath(parameter.id)}
        className="btn btn-sm btn-outline-primary"
        aria-label={t('actions.editLabel', names)}
        title={t('actions.edit')}
      >
        <i className="bi bi-pencil" aria-hidden="true" />
        <span className="param-actions__text">{t('actions.edit')}</span>
      </Link>
      <button
        type="button"
        className="btn btn-sm btn-outline-danger"
        aria-label={t('actions.deleteLabel', names)}
        title={t('actions.delete')}
        onClick={() => onDelete(parameter)}
      >
        <i className="bi bi-trash" aria-hidden="true" />
        <span className="param-actions__text">{t('actions.delete')}</span>
      </button>
    </div>
  );
}
