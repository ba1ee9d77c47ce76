import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/PageHeader';
import { PARAMETER_LIST_PATH } from '../model/paths';

/** The create and edit pages' header with the breadcrumb back to the list. */
export function FormPageHeader({ title, subtitle }: { title: string; subtitle?: string }) {
  const { t } = useTranslation('parameters');
  return (
    <PageHeader
      title={title}
      subtitle={subtitle}
      breadcrumb={{ label: t('form.breadcrumb'), parents: [{ label: t('form.listCrumb'), to: PARAMETER_LIST_PATH }] }}
    />
  );
}
