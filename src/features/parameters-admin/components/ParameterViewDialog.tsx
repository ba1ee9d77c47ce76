import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { GeneralParameter } from '@/api/generated/shopApi';
import { useUsageText } from '../hooks/useUsageText';
import { parameterEditPath } from '../model/paths';
import './ParameterViewDialog.css';

interface Props {
  /** The parameter shown; nothing shows without one. */
  parameter: GeneralParameter | undefined;
  onHide(): void;
}

/** The whole parameter, read-only: long descriptions wrap, and where the public site uses it. */
export function ParameterViewDialog({ parameter, onHide }: Props) {
  const { t } = useTranslation('parameters');
  const usageText = useUsageText();
  const usage = parameter ? usageText(parameter) : '';
  return (
    <Modal show={Boolean(parameter)} onHide={onHide} centered scrollable aria-labelledby="parameter-view-title">
      <Modal.Header closeButton closeLabel={t('view.close')}>
        <Modal.Title id="parameter-view-title" as="h2" className="h5">
          {t('view.title')}
        </Modal.Title>
      </Modal.Header>
      {parameter && (
        <Modal.Body>
          <dl className="param-view">
            <dt>{t('columns.id')}</dt>
            <dd>{parameter.id}</dd>
            <dt>{t('columns.code')}</dt>
            <dd>
              <span className="badge param-view__code">{parameter.paramCode}</span>
            </dd>
            <dt>{t('columns.name')}</dt>
            <dd className="param-view__text">{parameter.paramName}</dd>
            <dt>{t('columns.description')}</dt>
            <dd className="param-view__text param-view__description">{parameter.deskripsi}</dd>
            <dt>{t('view.usage')}</dt>
            <dd className="param-view__text mb-0">{usage || t('view.notUsed')}</dd>
          </dl>
        </Modal.Body>
      )}
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onHide}>
          {t('view.close')}
        </button>
        {parameter && (
          <Link to={parameterEditPath(parameter.id)} className="btn btn-primary">
            <i className="bi bi-pencil me-1" aria-hidden="true" />
            {t('view.edit')}
          </Link>
        )}
      </Modal.Footer>
    </Modal>
  );
}
