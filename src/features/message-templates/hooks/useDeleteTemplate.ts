import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageTemplate } from '@/api/generated/shopApi';
import { dangerQuestion } from '@/components/feedback/askRunReport';
import { confirmDialog } from '@/components/feedback/dialogs';
import { TOAST_DEFAULTS } from '@/components/feedback/toastSlice';
import { useAppToast } from '@/components/feedback/useAppToast';
import { useDeleteMessageTemplateMutation } from '@/entities/message-template/api';
import { httpStatusOf } from '@/lib/api/unsupportedCall';
import { useTemplateName } from './useTemplateName';

/**
 * Deletes a template once staff confirm it ('Hapus template?', its name as text, never HTML). A success toasts; a
 * failure stays said above the list until the next delete (a 403: the account may not).
 */
export function useDeleteTemplate() {
  const { t } = useTranslation('templates');
  const toast = useAppToast();
  const nameOf = useTemplateName();
  const [remove] = useDeleteMessageTemplateMutation();
  const [failure, setFailure] = useState<string>();
  const [deleting, setDeleting] = useState<number>();

  const ask = useCallback(
    async (template: MessageTemplate) => {
      const confirmed = await confirmDialog(
        dangerQuestion({
          title: t('delete.title'),
          text: t('delete.text', { name: nameOf(template) }),
          confirmText: t('delete.confirm'),
          cancelText: t('delete.cancel'),
        }),
      );
      if (!confirmed) return;
      setFailure(undefined);
      setDeleting(template.templateID);
      try {
        await remove({ id: template.templateID }).unwrap();
        toast('success', t('done.deleted'), TOAST_DEFAULTS.deleteSuccessTimeoutMs);
      } catch (error) {
        setFailure(t(httpStatusOf(error) === 403 ? 'delete.forbidden' : 'delete.failed'));
      } finally {
        setDeleting(undefined);
      }
    },
    [nameOf, remove, t, toast],
  );

  return { ask, failure, deleting, dismiss: () => setFailure(undefined) };
}
