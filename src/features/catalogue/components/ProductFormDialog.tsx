import { Form, Formik, type FormikTouched } from 'formik';
import { useMemo } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/forms/FormField';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { PRODUCT_CREATE_IMAGE, PRODUCT_EDIT_IMAGE } from '../model/imageSettings';
import { makeProductSchema, type ProductFormMode, type ProductFormValues } from '../model/productSchema';
import { AttributeRows } from './AttributeRows';
import { ImageDropzone } from './ImageDropzone';
import { MoneyField } from './MoneyField';
import { ServerErrorBox } from './ServerErrorBox';
import './CatalogueDialog.css';

export interface ProductFormDialogProps {
  show: boolean;
  mode: ProductFormMode;
  categoryName: string;
  /** The product's name as loaded, for 'Edit Produk - {name}'. */
  productName: string;
  initialValues: ProductFormValues;
  initialTouched?: FormikTouched<ProductFormValues>;
  saving: boolean;
  serverErrors: readonly string[];
  onHide(): void;
  onSubmit(values: ProductFormValues): void | Promise<void>;
}

/** 'Tambah Produk - {category}' and 'Edit Produk - {name}' (docs/product-rules.md#product-form). */
export function ProductFormDialog(props: ProductFormDialogProps) {
  const {
    show,
    mode,
    categoryName,
    productName,
    initialValues,
    initialTouched,
    saving,
    serverErrors,
    onHide,
    onSubmit,
  } = props;
  const { t } = useTranslation('catalogue');
  const schema = useMemo(() => makeProductSchema(t, mode), [t, mode]);
  const edit = mode === 'edit';
  const imageMessages = edit
    ? {
        type: t('productEditErrors.imageType'),
        size: t('productEditErrors.imageSize'),
        decode: t('productEditErrors.imageProcess'),
        process: t('productEditErrors.imageProcess'),
      }
    : {
        type: t('productCreateErrors.imageFile'),
        size: t('productCreateErrors.imageFile'),
        decode: t('productCreateErrors.imageProcess'),
        process: t('productCreateErrors.imageProcess'),
      };
  const titleId = `product-dialog-title-${mode}`;
  const submitText = edit
    ? t(saving ? 'productForm.updating' : 'productForm.update')
    : t(saving ? 'productForm.saving' : 'productForm.save');
  return (
    <Modal
      show={show}
      onHide={onHide}
      centered
      size="lg"
      aria-labelledby={titleId}
      className="catalogue-dialog"
      scrollable
    >
      <Formik
        initialValues={initialValues}
        initialTouched={initialTouched}
        validateOnMount={Boolean(initialTouched)}
        validationSchema={schema}
        onSubmit={(values) => onSubmit(values)}
      >
        {({ values, errors, touched, isValid, setFieldValue, setFieldTouched }) => (
          <Form noValidate className="catalogue-dialog__form">
            <Modal.Header closeButton closeLabel={t('actions.close')}>
              <Modal.Title id={titleId} as="h2" className="h4 text-break">
                {edit
                  ? t('productForm.editTitle', { name: productName })
                  : t('productForm.createTitle', { category: categoryName })}
              </Modal.Title>
            </Modal.Header>
            <Modal.Body>
              <ServerErrorBox messages={serverErrors} />
              <div className="row g-3">
                <div className="col-lg-7">
                  <FormField
                    className="mb-3"
                    name="productName"
                    label={t('productForm.name')}
                    placeholder={t('productForm.namePlaceholder')}
                    disabled={saving}
                  />
                  <FormField
                    className="mb-3"
                    name="description"
                    multiline
                    rows={3}
                    label={t('productForm.description')}
                    placeholder={t('productForm.descriptionPlaceholder')}
                    disabled={saving}
                  />
                  <MoneyField
                    name="price"
                    label={t('productForm.price')}
                    min={1}
                    step={1000}
                    prefix={t('productForm.currency')}
                    disabled={saving}
                  />
                </div>
                <div className="col-lg-5">
                  <ImageDropzone
                    label={t('productForm.image')}
                    hint={t('imageField.hintProduct')}
                    value={values.imageUrl}
                    rules={edit ? PRODUCT_EDIT_IMAGE : PRODUCT_CREATE_IMAGE}
                    messages={imageMessages}
                    error={touched.imageUrl ? errors.imageUrl : undefined}
                    original={edit ? initialValues.imageUrl || undefined : undefined}
                    removable={edit}
                    disabled={saving}
                    onChange={(next) => void setFieldValue('imageUrl', next, true)}
                    onTouched={() => void setFieldTouched('imageUrl', true, false)}
                  />
                </div>
              </div>
              <AttributeRows disabled={saving} />
            </Modal.Body>
            <Modal.Footer>
              <button type="button" className="btn btn-outline-secondary" onClick={onHide}>
                {t('actions.cancel')}
              </button>
              <SubmitButton busy={saving} disabled={!isValid}>
                {submitText}
              </SubmitButton>
            </Modal.Footer>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
