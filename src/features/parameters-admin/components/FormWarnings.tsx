import { useTranslation } from 'react-i18next';
import type { ParameterFormValues } from '../model/parameterSchema';
import { homeNameOf } from '../model/parameterUsage';
import { knownCodeOf } from '../model/valueRules';

interface Props {
  dirty: boolean;
  values: ParameterFormValues;
  initialValues: ParameterFormValues;
}

/**
 * Edit only: the unsaved-changes warning, and what a change of code
 * or name does to the public site, which finds settings by code and home
 * texts by name.
 */
export function FormWarnings({ dirty, values, initialValues }: Props) {
  const { t } = useTranslation('parameters');
  const originalCode = knownCodeOf(initialValues.paramCode)?.code;
  const originalHomeName = homeNameOf(initialValues.paramName);
  const codeChanged = Boolean(originalCode) && values.paramCode.trim() !== originalCode;
  const nameChanged = Boolean(originalHomeName) && homeNameOf(values.paramName) !== originalHomeName;
  return (
    <div aria-live="polite">
      {dirty && (
        <div className="alert alert-warning d-flex gap-2 align-items-center py-2">
          <i className="bi bi-exclamation-circle" aria-hidden="true" />
          <span>{t('warnings.unsaved')}</span>
        </div>
      )}
      {codeChanged && (
        <p className="alert alert-info py-2 small">{t('warnings.codeChanged', { code: originalCode })}</p>
      )}
      {nameChanged && (
        <p className="alert alert-info py-2 small">{t('warnings.nameChanged', { name: originalHomeName })}</p>
      )}
    </div>
  );
}
