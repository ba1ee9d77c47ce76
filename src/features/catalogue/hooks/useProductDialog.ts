import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowerProduct } from '@/api/generated/shopApi';
import { useAppToast } from '@/components/feedback/useAppToast';
import { useCreateFlowerProductMutation, useUpdateFlowerProductMutation } from '@/entities/catalogue/api';
import { serverErrorMessages } from '@/lib/api/serverErrorMessages';
import { toProductInput, toProductUpdate } from '../model/payloads';
import { EMPTY_PRODUCT, productFormValues, type ProductFormValues } from '../model/productSchema';
import { CREATE_ORDER, EDIT_ORDER } from '../model/serverErrors';

type DialogState = { mode: 'create' } | { mode: 'edit'; product: FlowerProduct } | null;

/**
 * Product create and edit dialogs (docs/product-rules.md#products): create
 * errors flattened into the 'Error:' box with the first one toasted; edit
 * errors flattened with the 'Failed to update product' toast.
 */
export function useProductDialog(categoryID: number) {
  const { t } = useTranslation('catalogue');
  const toast = useAppToast();
  const [state, setState] = useState<DialogState>(null);
  // Kept while the dialog fades out, so its title and fields do not jump.
  const [show, setShow] = useState(false);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [createProduct, createState] = useCreateFlowerProductMutation();
  const [updateProduct, updateState] = useUpdateFlowerProductMutation();

  const open = (next: DialogState) => {
    setServerErrors([]);
    setState(next);
    setShow(true);
  };

  const save = useCallback(
    async (values: ProductFormValues) => {
      if (!state) return;
      setServerErrors([]);
      if (state.mode === 'create') {
        try {
          await createProduct({ flowerProductInput: toProductInput(categoryID, values) }).unwrap();
          toast('success', t('productMessages.created'));
          setShow(false);
        } catch (error) {
          const messages = serverErrorMessages(error, CREATE_ORDER, t('productMessages.createFailed'));
          setServerErrors(messages);
          toast('error', messages[0]);
        }
        return;
      }
      try {
        await updateProduct({
          id: state.product.productID,
          flowerProductUpdate: toProductUpdate(state.product, values),
        }).unwrap();
        toast('success', t('productMessages.updated'));
        setShow(false);
      } catch (error) {
        setServerErrors(serverErrorMessages(error, EDIT_ORDER, t('productMessages.updateFailedDetail')));
        toast('error', t('productMessages.updateFailed'));
      }
    },
    [categoryID, createProduct, state, t, toast, updateProduct],
  );

  return {
    openCreate: () => open({ mode: 'create' }),
    openEdit: (product: FlowerProduct) => open({ mode: 'edit', product }),
    dialogProps: {
      show,
      mode: state?.mode ?? 'create',
      productName: state?.mode === 'edit' ? state.product.productName : '',
      initialValues: state?.mode === 'edit' ? productFormValues(state.product) : EMPTY_PRODUCT,
      formKey: state?.mode === 'edit' ? `edit-${state.product.productID}` : 'create',
      saving: createState.isLoading || updateState.isLoading,
      serverErrors,
      onHide: () => setShow(false),
      onSubmit: save,
    },
  };
}
