import { Form, Formik, type FormikTouched } from 'formik';
import { useMemo } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/forms/FormField';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { makeCategorySchema, type CategoryFormValues } from '../model/categorySchema';
import { CATEGORY_CREATE_IMAGE, CATEGORY_EDIT_IMAGE } from '../model/imageSettings';
import { ImageDropzone } from './ImageDropzone';
import { MoneyField } from './MoneyField';
import './CatalogueDialog.css';

export interface CategoryFormDialogProps {
  show: boolean;
  mode: 'create' | 'edit';
  initialValues: CategoryFormValues;
  /** Stories and tests: start with these fields touched (errors shown at once). */
  initialTouched?: FormikTouched<CategoryFormValues>;
  saving: boolean;
  onHide(): void;
  onSubmit(values: CategoryFormValues): void | Promise<void>;
}

/**
 * Category create and edit ('Edit Kategori Bunga') dialogs with the rules of docs/product-rules.md#category-form;
 * the backdrop closes it.
 */
export function CategoryFormDialog({
  show,
  mode,
  initialValues,
  initialTouched,
  saving,
  onHide,
  onSubmit,
}: CategoryFormDialogProps) {
  const { t } = useTranslation('catalogue');
  const schema = useMemo(() => makeCategorySchema(t), [t]);
  const edit = mode === 'edit';
  const errors = 'categoryForm.errors';
  const imageMessages = {
    type: t(`${errors}.imageType`),
    size: t(edit ? `${errors}.imageSizeEdit` : `${errors}.imageSizeCreate`),
    decode: t(edit ? `${errors}.imageInvalid` : `${errors}.imageProcess`),
    process: t(`${errors}.imageProcess`),
  };
  const titleId = `category-dialog-title-${mode}`;
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
        {({ values, errors: formErrors, touched, isValid, setFieldValue, setFieldTouched }) => (
          <Form noValidate className="catalogue-dialog__form">
            <Modal.Header closeButton closeLabel={t('actions.close')}>
              <Modal.Title id={titleId} as="h2" className="h4">
                {t(edit ? 'categoryForm.editTitle' : 'categoryForm.createTitle')}
              </Modal.Title>
            </Modal.Header>
            <Modal.Body>
              <div className="row g-3">
                <div className="col-lg-7">
                  <FormField
                    className="mb-3"
                    name="categoryName"
                    label={t('categoryForm.name')}
                    placeholder={t('categoryForm.namePlaceholder')}
                    maxLength={100}
                    disabled={saving}
                  />
                  <FormField
                    className="mb-3"
                    name="description"
                    multiline
                    rows={4}
                    label={t('categoryForm.description')}
                    placeholder={t('categoryForm.descriptionPlaceholder')}
                    maxLength={1000}
                    disabled={saving}
                  />
                  <div className="row g-2">
                    <MoneyField
                      className="col-sm-6 mb-3"
                      name="priceRangeStart"
                      label={t('categoryForm.priceStart')}
                      min={0}
                      prefix="Rp"
                      disabled={saving}
                    />
                    <MoneyField
                      className="col-sm-6 mb-3"
                      name="priceRangeEnd"
                      label={t('categoryForm.priceEnd')}
                      min={0}
                      prefix="Rp"
                      disabled={saving}
                    />
                  </div>
                  <div className="form-check mb-2">
                    <input
                      id={`category-popular-${mode}`}
                      type="checkbox"
                      className="form-check-input"
                      checked={values.isPopular}
                      disabled={saving}
                      onChange={(event) => void setFieldValue('isPopular', event.target.checked)}
                    />
                    <label htmlFor={`category-popular-${mode}`} className="form-check-label">
                      {t('categoryForm.popular')}
                    </label>
                  </div>
                </div>
                <div className="col-lg-5">
                  <ImageDropzone
                    label={t('categoryForm.image')}
                    hint={t('imageField.hintCategory')}
                    value={values.imageUrl}
                    rules={edit ? CATEGORY_EDIT_IMAGE : CATEGORY_CREATE_IMAGE}
                    messages={imageMessages}
                    error={touched.imageUrl ? formErrors.imageUrl : undefined}
                    original={edit ? initialValues.imageUrl || undefined : undefined}
                    disabled={saving}
                    onChange={(next) => void setFieldValue('imageUrl', next, true)}
                    onTouched={() => void setFieldTouched('imageUrl', true, false)}
                  />
                </div>
              </div>
            </Modal.Body>
            <Modal.Footer>
              <button type="button" className="btn btn-outline-secondary" onClick={onHide}>
                {t('actions.cancel')}
              </button>
              <SubmitButton busy={saving} disabled={!isValid}>
                {edit
                  ? t(saving ? 'categoryForm.updating' : 'categoryForm.update')
                  : t(saving ? 'categoryForm.saving' : 'categoryForm.save')}
              </SubmitButton>
            </Modal.Footer>
          </Form>
        )}
      </Formik>
    </Modal>
  );
}
