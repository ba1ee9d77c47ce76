import { useTranslation } from 'react-i18next';
import { LoadingState } from '@/components/feedback/LoadingState';
import { useListGeneralParametersQuery } from '@/entities/parameter/api';
import { FormPageHeader } from '../components/FormPageHeader';
import { ParameterForm } from '../components/ParameterForm';
import { useSaveParameter } from '../hooks/useSaveParameter';
import { EMPTY_PARAMETER } from '../model/parameterSchema';
import '../components/ParameterPages.css';

/**
 * /app/general/create (docs/product-rules.md#general-parameters). The list loads first, so a code in use is refused
 * before saving.
 */
export function Component() {
  const { t } = useTranslation('parameters');
  const list = useListGeneralParametersQuery();
  const save = useSaveParameter();
  return (
    <div className="param-page">
      <FormPageHeader title={t('form.createTitle')} subtitle={t('form.createSubtitle')} />
      {list.isLoading ? (
        <LoadingState label={t('form.loading')} />
      ) : (
        <ParameterForm mode="create" initialValues={EMPTY_PARAMETER} parameters={list.data ?? []} onSave={save} />
      )}
    </div>
  );
}
