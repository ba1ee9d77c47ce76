import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppToast } from '@/components/feedback/useAppToast';
import { useCreateMessageTemplateMutation, useUpdateMessageTemplateMutation } from '@/entities/message-template/api';
import { readTemplateSaveFailure, type TemplateSaveFailure } from '../model/saveErrors';
import { templateInput, type TemplateValues } from '../model/templateForm';

export type SaveResult = { ok: true } | { ok: false; failure: TemplateSaveFailure };

/**
 * Adds a template (no id) or replaces one (the staff's token). A success toasts and every template list reloads; a
 * failure answers what the server said, and the dialog keeps everything typed.
 */
export function useSaveTemplate() {
  const { t } = useTranslation('templates');
  const toast = useAppToast();
  const [create] = useCreateMessageTemplateMutation();
  const [update] = useUpdateMessageTemplateMutation();
  return useCallback(
    async (templateID: number | undefined, values: TemplateValues): Promise<SaveResult> => {
      const messageTemplateInput = templateInput(values);
      try {
        if (templateID === undefined) await create({ messageTemplateInput }).unwrap();
        else await update({ id: templateID, messageTemplateInput }).unwrap();
        toast('success', t(templateID === undefined ? 'done.created' : 'done.updated'));
        return { ok: true };
      } catch (error) {
        return { ok: false, failure: readTemplateSaveFailure(error) };
      }
    },
    [create, t, toast, update],
  );
}
