import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/forms/FormField';
import { DESCRIPTION_MAX, TITLE_MAX, type GalleryFormValues } from '../model/gallerySchema';
import type { GalleryFormMode } from '../model/imageSettings';
import { GalleryImageField, type ImageProcessor } from './GalleryImageField';

interface Props {
  mode: GalleryFormMode;
  currentSrc?: string;
  disabled: boolean;
  onProcessing(processing: boolean): void;
  processImage?: ImageProcessor;
}

/** Image, Title, Description, Display Order and Active, wired to Formik. */
export function GalleryFormFields({ mode, currentSrc, disabled, onProcessing, processImage }: Props) {
  const { t } = useTranslation('gallery');
  const { values, errors, touched, setFieldValue, setFieldTouched } = useFormikContext<GalleryFormValues>();
  const translate = (key: string) => t(key);
  return (
    <>
      <GalleryImageField
        mode={mode}
        value={values.image}
        currentSrc={currentSrc}
        error={touched.image && errors.image ? t(errors.image) : undefined}
        disabled={disabled}
        onChange={(image) => void setFieldValue('image', image, true)}
        onTouched={() => void setFieldTouched('image', true, false)}
        onProcessing={onProcessing}
        processImage={processImage}
      />
      <FormField
        name="title"
        label={t('fields.title')}
        required
        className="mb-3"
        maxLength={TITLE_MAX}
        placeholder={t('fields.titlePlaceholder')}
        formatError={translate}
        disabled={disabled}
      />
      <FormField
        name="description"
        label={t('fields.description')}
        multiline
        rows={4}
        className="mb-3"
        maxLength={DESCRIPTION_MAX}
        placeholder={t('fields.descriptionPlaceholder')}
        hint={t('fields.descriptionHint', { length: values.description.length, max: DESCRIPTION_MAX })}
        formatError={translate}
        disabled={disabled}
      />
      <div className="row g-3 align-items-start">
        <FormField
          name="displayOrder"
          label={t('fields.displayOrder')}
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          className="col-sm-6"
          hint={t('fields.displayOrderHint')}
          formatError={translate}
          disabled={disabled}
        />
        <div className="col-sm-6">
          <FormField<boolean>
            name="isActive"
            label={t('fields.isActive')}
            labelClassName="form-check-label"
            className="form-check form-switch mt-sm-4 pt-sm-2"
            hint={t('fields.isActiveHint')}
          >
            {({ control }) => (
              <input
                id={control.id}
                name={control.name}
                type="checkbox"
                role="switch"
                className="form-check-input"
                checked={Boolean(control.value)}
                onChange={control.onChange}
                onBlur={control.onBlur}
                aria-describedby={control['aria-describedby']}
                disabled={disabled}
              />
            )}
          </FormField>
        </div>
      </div>
    </>
  );
}
