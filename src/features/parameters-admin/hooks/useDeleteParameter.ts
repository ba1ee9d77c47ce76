import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeneralParameter } from '@/api/generated/shopApi';
import { askRunReport, dangerQuestion, deletedAlert, failureAlert } from '@/components/feedback/askRunReport';
import { useDeleteGeneralParameterMutation } from '@/entities/parameter/api';
import { useUsageText } from './useUsageText';

/**
 * Delete asks first — saying when the public site uses the parameter — then
 * 'Terhapus!' (closing after 2 s, docs/product-rules.md#toasts) or 'Gagal menghapus
 * parameter.' (docs/product-rules.md#parameters).
 * Every text is passed as text, never HTML.
 */
export function useDeleteParameter() {
  const { t } = useTranslation('parameters');
  const usageText = useUsageText();
  const [remove] = useDeleteGeneralParameterMutation();
  return useCallback(
    async (parameter: GeneralParameter) => {
      const usage = usageText(parameter);
      const names = { code: parameter.paramCode, name: parameter.paramName };
      await askRunReport({
        ask: dangerQuestion({
          title: t('delete.title'),
          text: usage ? t('delete.textPublic', { ...names, usage }) : t('delete.text', names),
          confirmText: t('delete.confirm'),
          cancelText: t('delete.cancel'),
        }),
        run: () => remove({ id: parameter.id }).unwrap(),
        success: () => deletedAlert({ title: t('delete.deleted'), text: t('delete.deletedText') }),
        failure: () =>
          failureAlert({ title: t('delete.failedTitle'), text: t('delete.failed'), confirmText: t('delete.ok') }),
      });
    },
    [remove, t, usageText],
  );
}
