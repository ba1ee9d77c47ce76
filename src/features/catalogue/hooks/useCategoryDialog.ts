import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowerCategory } from '@/api/generated/shopApi';
import { useAppToast } from '@/components/feedback/useAppToast';
import { useCreateFlowerCategoryMutation, useUpdateFlowerCategoryMutation } from '@/entities/catalogue/api';
import { categoryFormValues, EMPTY_CATEGORY, type CategoryFormValues } from '../model/categorySchema';
import { toCategoryInput, toCategoryUpdate } from '../model/payloads';

type DialogState = { mode: 'create' } | { mode: 'edit'; category: FlowerCategory } | null;

/**
 * Open/closed state of the category create and edit dialogs, and their save calls with their toasts
 * (docs/product-rules.md#categories).
 */
export function useCategoryDialog() {
  const { t } = useTranslation('catalogue');
  const toast = useAppToast();
  const [state, setState] = useState<DialogState>(null);
  // Kept while the dialog fades out, so its title and fields do not jump.
  const [show, setShow] = useState(false);
  const [createCategory, createState] = useCreateFlowerCategoryMutation();
  const [updateCategory, updateState] = useUpdateFlowerCategoryMutation();

  const save = useCallback(
    async (values: CategoryFormValues) => {
      if (!state) return;
      try {
        if (state.mode === 'create') {
          await createCategory({ flowerCategoryInput: toCategoryInput(values) }).unwrap();
          toast('success', t('categoryMessages.created'));
        } else {
          const id = state.category.categoryID;
          await updateCategory({ id, flowerCategoryUpdate: toCategoryUpdate(id, values) }).unwrap();
          toast('success', t('categoryMessages.updated'));
        }
        setShow(false);
      } catch {
        toast('error', t(state.mode === 'create' ? 'categoryMessages.createFailed' : 'categoryMessages.updateFailed'));
      }
    },
    [createCategory, state, t, toast, updateCategory],
  );

  return {
    openCreate: () => {
      setState({ mode: 'create' });
      setShow(true);
    },
    openEdit: (category: FlowerCategory) => {
      setState({ mode: 'edit', category });
      setShow(true);
    },
    dialogProps: {
      show,
      mode: state?.mode ?? 'create',
      // A new object per opening, so the form starts from these values each time.
      initialValues: state?.mode === 'edit' ? categoryFormValues(state.category) : EMPTY_CATEGORY,
      formKey: state?.mode === 'edit' ? `edit-${state.category.categoryID}` : 'create',
      saving: createState.isLoading || updateState.isLoading,
      onHide: () => setShow(false),
      onSubmit: save,
    },
  };
}
