import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppToast } from '@/components/feedback/useAppToast';
import { useCreateGeneralParameterMutation, useUpdateGeneralParameterMutation } from '@/entities/parameter/api';
import { toParameterInput, type ParameterFormValues } from '../model/parameterSchema';
import { readSaveFailure, type SaveFailure } from '../model/saveErrors';

export type SaveResult = { ok: true } | { ok: false; failure: SaveFailure };

/**
 * Creates (no `id`) or updates parameter `id`. A success toasts; a failure
 * resolves with what the server said on a 400
 * (docs/product-rules.md#parameters) and the form keeps everything typed. The
 * list's cache tags refresh every reader (public footer, chat button, home
 * texts) without a reload.
 */
export function useSaveParameter(id?: number) {
  const { t } = useTranslation('parameters');
  const toast = useAppToast();
  const [create] = useCreateGeneralParameterMutation();
  const [update] = useUpdateGeneralParameterMutation();
  return useCallback(
    async (values: ParameterFormValues): Promise<SaveResult> => {
      const input = toParameterInput(values);
      try {
        if (id === undefined) await create({ generalParameterInput: input }).unwrap();
        else await update({ id, generalParameter: { id, ...input } }).unwrap();
      } catch (error) {
        return { ok: false, failure: readSaveFailure(error) };
      }
      toast('success', t(id === undefined ? 'save.created' : 'save.updated'));
      return { ok: true };
    },
    [create, id, t, toast, update],
  );
}
