import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useProofUpload } from '../hooks/useProofUpload';
import { PROOF_ACCEPT } from '../model/prepareProof';

interface Props {
  orderId: number;
  token: string;
}

/**
 * Sending the transfer receipt: pick an image (or, on a phone, take a photo), checked and compressed,
 * previewed, then sent; a progress line while it goes, 'Menunggu verifikasi' once it is there.
 */
export function ProofUpload({ orderId, token }: Props) {
  const { t } = useTranslation('tracking');
  const upload = useProofUpload(orderId, token);
  const hintId = useId();
  const errorId = useId();
  const busy = upload.phase === 'preparing' || upload.phase === 'sending';

  const onPick = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    void upload.choose(file);
  };
  const described = upload.error ? `${hintId} ${errorId}` : hintId;

  return (
    <div className="tracking-upload">
      <h3 className="tracking-pay__subtitle">{t('proof.title')}</h3>
      <p className="tracking-upload__hint" id={hintId}>
        {t('proof.hint')}
      </p>
      {upload.phase !== 'ready' && upload.phase !== 'sending' && (
        <div className="tracking-upload__pickers">
          <label className={`btn btn-outline-primary tracking-upload__picker ${busy ? 'disabled' : ''}`}>
            <i className="bi bi-image me-1" aria-hidden="true" />
            {t('proof.choose')}
            <input
              type="file"
              accept={PROOF_ACCEPT}
              className="visually-hidden"
              aria-describedby={described}
              onChange={onPick}
              disabled={busy}
            />
          </label>
          <label
            className={`btn btn-outline-primary tracking-upload__picker tracking-upload__camera ${busy ? 'disabled' : ''}`}
          >
            <i className="bi bi-camera me-1" aria-hidden="true" />
            {t('proof.camera')}
            <input
              type="file"
              accept={PROOF_ACCEPT}
              capture="environment"
              className="visually-hidden"
              aria-describedby={described}
              onChange={onPick}
              disabled={busy}
            />
          </label>
        </div>
      )}
      {(upload.phase === 'ready' || upload.phase === 'sending') && upload.file && (
        <div className="tracking-upload__ready">
          {upload.preview && (
            <img src={upload.preview} alt={t('proof.previewAlt')} className="tracking-upload__preview" />
          )}
          <div className="tracking-upload__actions">
            <button type="button" className="btn btn-primary" onClick={() => void upload.send()} disabled={busy}>
              {upload.phase === 'sending' ? (
                <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />
              ) : (
                <i className="bi bi-send me-1" aria-hidden="true" />
              )}
              {t('proof.send')}
            </button>
            <button type="button" className="btn btn-link" onClick={upload.reset} disabled={busy}>
              {t('proof.change')}
            </button>
          </div>
        </div>
      )}
      {busy && (
        <div className="tracking-upload__progress" role="status">
          <div
            className="progress"
            role="progressbar"
            aria-label={t(upload.phase === 'sending' ? 'proof.sending' : 'proof.processing')}
          >
            <div className="progress-bar progress-bar-striped progress-bar-animated w-100" />
          </div>
          <span>{t(upload.phase === 'sending' ? 'proof.sending' : 'proof.processing')}</span>
        </div>
      )}
      {upload.phase === 'sent' && (
        <p className="tracking-upload__sent" role="status">
          <i className="bi bi-check-circle-fill me-1" aria-hidden="true" />
          {t('proof.sent')}
        </p>
      )}
      {upload.error && (
        <p className="tracking-upload__error" id={errorId} role="alert">
          {t(
            upload.error === 'failed' || upload.error === 'orderCancelled'
              ? `proof.${upload.error}`
              : `proof.errors.${upload.error}`,
          )}
        </p>
      )}
    </div>
  );
}
