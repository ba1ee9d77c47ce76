import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import type { GeneralParameter } from '@/api/generated/shopApi';
import { showAlert } from '@/components/feedback/dialogs';
import { LoadingState } from '@/components/feedback/LoadingState';
import { useGetGeneralParameterQuery, useListGeneralParametersQuery } from '@/entities/parameter/api';
import { FormPageHeader } from '../components/FormPageHeader';
import { ParameterForm } from '../components/ParameterForm';
import { useSaveParameter } from '../hooks/useSaveParameter';
import { formValuesOf } from '../model/parameterSchema';
import { PARAMETER_LIST_PATH, parameterIdOf } from '../model/paths';
import '../components/ParameterPages.css';

function EditForm({ parameter, parameters }: { parameter: GeneralParameter; parameters: readonly GeneralParameter[] }) {
  const save = useSaveParameter(parameter.id);
  return (
    <ParameterForm
      mode="edit"
      parameterId={parameter.id}
      initialValues={formValuesOf(parameter)}
      parameters={parameters}
      onSave={save}
    />
  );
}

/**
 * /app/general/edit/{id} (docs/product-rules.md#general-parameters): the
 * parameter loads fresh; if it cannot ('Parameter tidak ditemukan atau terjadi
 * kesalahan') the list opens with that message.
 */
export function Component() {
  const { t } = useTranslation('parameters');
  const navigate = useNavigate();
  const id = parameterIdOf(useParams().id);
  const query = useGetGeneralParameterQuery({ id: id ?? 0 }, { skip: id === null, refetchOnMountOrArgChange: true });
  const list = useListGeneralParametersQuery();
  const parameter = query.currentData;
  const failed = id === null || query.isError;

  useEffect(() => {
    if (!failed) return;
    void showAlert({ icon: 'error', title: t('load.failed'), confirmText: t('delete.ok') });
    navigate(PARAMETER_LIST_PATH, { replace: true });
  }, [failed, navigate, t]);

  const ready = parameter && !list.isLoading;
  return (
    <div className="param-page">
      <FormPageHeader
        title={t('form.editTitle')}
        subtitle={
          parameter ? t('form.editSubtitle', { code: parameter.paramCode, name: parameter.paramName }) : undefined
        }
      />
      {ready ? (
        <EditForm key={parameter.id} parameter={parameter} parameters={list.data ?? []} />
      ) : (
        <LoadingState label={t('form.loading')} />
      )}
    </div>
  );
}
