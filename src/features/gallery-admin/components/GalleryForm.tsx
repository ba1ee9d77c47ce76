import { Form, Formik, useFormikContext } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { useFormExit } from '@/components/forms/useFormExit';
import { gallerySchema, type GalleryFormValues } from '../model/gallerySchema';
import type { GalleryFormMode } from '../model/imageSettings';
import { GalleryFormFields } from './GalleryFormFields';
import type { ImageProcessor } from './GalleryImageField';
import { GalleryTips } from './GalleryTips';

export const GALLERY_LIST_PATH = '/app/gallery';

interface Props {
  mode: GalleryFormMode;
  initialValues: GalleryFormValues;
  /** Edit: the current picture. */
  currentSrc?: string;
  /** Saves; true when saved. */
  onSave(values: GalleryFormValues): Promise<boolean>;
  /** Stories hold the image pipeline to show its progress state. */
  processImage?: ImageProcessor;
}

/**
 * The create and edit form (docs/product-rules.md#gallery): fields, tips, cancel and submit.
 * A failed save says so and keeps everything typed and the chosen picture;
 * leaving with unsaved changes — cancel, a link, the back button, closing the
 * tab — asks 'Discard Changes?' first.
 */
export function GalleryForm({ mode, initialValues, currentSrc, onSave, processImage }: Props) {
  const schema = useMemo(() => gallerySchema(mode), [mode]);
  const [failed, setFailed] = useState(false);
  const [saved, setSaved] = useState(false);
  return (
    <Formik<GalleryFormValues>
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={async (values) => {
        setFailed(false);
        const ok = await onSave(values);
        setFailed(!ok);
        setSaved(ok);
      }}
    >
      <GalleryFormBody mode={mode} currentSrc={currentSrc} failed={failed} saved={saved} processImage={processImage} />
    </Formik>
  );
}

interface BodyProps {
  mode: GalleryFormMode;
  currentSrc?: string;
  failed: boolean;
  saved: boolean;
  processImage?: ImageProcessor;
}

function GalleryFormBody({ mode, currentSrc, failed, saved, processImage }: BodyProps) {
  const { t } = useTranslation('gallery');
  const { dirty, isSubmitting, isValid } = useFormikContext<GalleryFormValues>();
  const [processing, setProcessing] = useState(false);
  // After a save the list opens without asking; Cancel and any other way out ask while changed.
  const { cancel } = useFormExit({
    dirty,
    saved,
    exitTo: GALLERY_LIST_PATH,
    texts: {
      title: t('discard.title'),
      text: t('discard.text'),
      confirmText: t('discard.confirm'),
      cancelText: t('discard.cancel'),
    },
  });

  return (
    <Form noValidate aria-labelledby="gallery-form-title">
      {failed && (
        <div className="alert alert-danger d-flex gap-2 align-items-start" role="alert">
          <i className="bi bi-exclamation-triangle-fill mt-1" aria-hidden="true" />
          <span>{t('save.failed')}</span>
        </div>
      )}
      <div className="row g-4">
        <div className="col-lg-8">
          <div className="card gallery-form-card">
            <div className="card-body p-3 p-md-4">
              <GalleryFormFields
                mode={mode}
                currentSrc={currentSrc}
                disabled={isSubmitting}
                onProcessing={setProcessing}
                processImage={processImage}
              />
            </div>
            <div className="card-footer bg-transparent d-flex flex-wrap justify-content-end gap-2 p-3">
              <button
                type="button"
                className="btn btn-outline-secondary"
                onClick={() => void cancel()}
                disabled={isSubmitting}
              >
                {t('actions.cancel')}
              </button>
              <SubmitButton busy={isSubmitting} disabled={processing || !isValid} icon="bi-check2">
                {isSubmitting ? t('actions.saving') : t(mode === 'create' ? 'actions.create' : 'actions.update')}
              </SubmitButton>
            </div>
          </div>
        </div>
        <div className="col-lg-4">
          <GalleryTips mode={mode} />
        </div>
      </div>
    </Form>
  );
}
