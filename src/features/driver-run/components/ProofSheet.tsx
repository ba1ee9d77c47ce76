import { FormikProvider, useFormik, useFormikContext } from 'formik';
import { useId, useMemo, useState, type ChangeEvent } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import type { DeliveryStop } from '@/api/generated/shopApi';
import { FormField } from '@/components/forms/FormField';
import { useInitialErrors } from '@/components/forms/initialErrors';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { CAMERA_PHOTO_UPLOAD, prepareImageUpload, type UploadImageProblem } from '@/lib/images/prepareImageUpload';
import { blobToDataUrl } from '@/lib/images/processImage';
import { safeImageSrc } from '@/lib/url/urlPolicy';
import { NOTE_MAX, OUTCOMES, proofSchema, RECEIVED_BY_MAX, type ProofValues } from '../model/proofSchema';
import { SignatureField } from './SignatureField';

const PROBLEM_KEYS: Record<UploadImageProblem, string> = {
  type: 'proof.photoType',
  size: 'proof.photoSize',
  empty: 'proof.photoEmpty',
};

interface Props {
  /** The stop the driver arrived at; null closes the sheet. */
  stop: DeliveryStop | null;
  onHide(): void;
  /** Keeps the proof on the phone (the outbox sends it). */
  onFile(stop: DeliveryStop, proof: ProofValues): Promise<void>;
}

/** 'Sampai': what happened at the door, with a photo from the camera and, when asked, the recipient's signature. */
export function ProofSheet({ stop, onHide, onFile }: Props) {
  const { t } = useTranslation('run');
  return (
    <Modal show={stop !== null} onHide={onHide} fullscreen="sm-down" centered aria-labelledby="run-proof-title">
      {stop && (
        <>
          <Modal.Header closeButton closeLabel={t('proof.close')}>
            <Modal.Title id="run-proof-title" as="h2" className="h5">
              {t('proof.title', { id: stop.orderID })}
            </Modal.Title>
          </Modal.Header>
          <ProofForm stop={stop} onFile={onFile} onCancel={onHide} />
        </>
      )}
    </Modal>
  );
}

function ProofForm({ stop, onFile, onCancel }: { stop: DeliveryStop; onFile: Props['onFile']; onCancel(): void }) {
  const { t } = useTranslation('run');
  const schema = useMemo(() => proofSchema(t), [t]);
  const [initialValues] = useState<ProofValues>({
    outcome: 'delivered',
    receivedBy: '',
    note: '',
    photo: null,
    signature: null,
  });
  const initialErrors = useInitialErrors(schema, initialValues);
  const form = useFormik<ProofValues>({
    initialValues,
    validationSchema: schema,
    initialErrors,
    validateOnMount: true,
    onSubmit: async (values) => onFile(stop, values),
  });
  const delivered = form.values.outcome === 'delivered';

  return (
    <FormikProvider value={form}>
      <form noValidate onSubmit={form.handleSubmit} aria-busy={form.isSubmitting} className="run-proof">
        <div className="modal-body d-grid gap-3">
          <fieldset>
            <legend className="form-label fw-semibold">{t('proof.outcome')}</legend>
            <div className="run-proof__outcomes">
              {OUTCOMES.map((outcome) => (
                <label key={outcome} className={`run-proof__outcome ${form.values.outcome === outcome ? 'is-on' : ''}`}>
                  <input
                    type="radio"
                    name="outcome"
                    value={outcome}
                    checked={form.values.outcome === outcome}
                    onChange={() => void form.setFieldValue('outcome', outcome)}
                    className="form-check-input me-2"
                  />
                  {t(`outcome.${outcome}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <PhotoField orderId={stop.orderID} required={delivered} />
          <FormField
            name="receivedBy"
            label={t('proof.receivedBy')}
            labelClassName="form-label fw-semibold"
            hint={t('proof.receivedByHint')}
            required={delivered}
            maxLength={RECEIVED_BY_MAX}
            autoComplete="off"
          />
          <FormField
            name="note"
            label={t('proof.note')}
            labelClassName="form-label fw-semibold"
            multiline
            rows={2}
            maxLength={NOTE_MAX}
          />
          <div>
            <p className="form-label fw-semibold mb-2">{t('proof.signature')}</p>
            <SignatureField
              onChange={(signature) => void form.setFieldValue('signature', signature)}
              disabled={form.isSubmitting}
            />
          </div>
        </div>
        <div className="modal-footer">
          <button type="button" className="btn btn-link" onClick={onCancel} disabled={form.isSubmitting}>
            {t('proof.cancel')}
          </button>
          <SubmitButton busy={form.isSubmitting} disabled={!form.isValid} icon="bi-check2-circle">
            {form.isSubmitting ? t('proof.saving') : t('proof.save')}
          </SubmitButton>
        </div>
      </form>
    </FormikProvider>
  );
}

/** The camera's photo, shrunk by the shared pipeline before it is kept, with a preview. */
function PhotoField({ orderId, required }: { orderId: number; required: boolean }) {
  const { t } = useTranslation('run');
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<UploadImageProblem | null>(null);
  const [preparing, setPreparing] = useState(false);
  const form = useFormikContext<ProofValues>();
  const error = form.touched.photo && typeof form.errors.photo === 'string' ? form.errors.photo : null;
  const message = problem ? t(PROBLEM_KEYS[problem]) : error;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setPreparing(true);
    setProblem(null);
    const prepared = await prepareImageUpload(chosen, { ...CAMERA_PHOTO_UPLOAD, fallbackName: `bukti-${orderId}` });
    setPreparing(false);
    if ('problem' in prepared) {
      setProblem(prepared.problem);
      return;
    }
    await form.setFieldValue('photo', prepared.file);
    await form.setFieldTouched('photo', true, false);
    setPreview(await blobToDataUrl(prepared.file));
  };

  const src = safeImageSrc(preview);
  return (
    <div>
      <p className="form-label fw-semibold mb-2" id={`${id}-label`}>
        {t('proof.photo')}
        {required && (
          <span className="text-danger" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </p>
      {src && <img className="run-proof__preview" src={src} alt={t('proof.photoAlt', { id: orderId })} />}
      <label className={`btn ${src ? 'btn-outline-primary' : 'btn-primary'} run-proof__camera`}>
        <input
          type="file"
          accept="image/jpeg,image/png"
          capture="environment"
          className="visually-hidden"
          onChange={(event) => void choose(event)}
          disabled={preparing || form.isSubmitting}
          aria-describedby={message ? `${id}-error` : undefined}
          aria-invalid={Boolean(message)}
        />
        {preparing ? (
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
        ) : (
          <i className="bi bi-camera me-2" aria-hidden="true" />
        )}
        {src ? t('proof.retakePhoto') : t('proof.takePhoto')}
      </label>
      {message && (
        <div id={`${id}-error`} className="invalid-feedback d-block" role="alert">
          {message}
        </div>
      )}
    </div>
  );
}
