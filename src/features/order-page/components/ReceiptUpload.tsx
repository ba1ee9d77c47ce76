import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useReceiptUpload } from '../hooks/useReceiptUpload';
import { RECEIPT_ACCEPT } from '../model/prepareReceipt';

interface Props {
  orderId: number;
  token: string;
}

/**
 * Sending the transfer receipt: pick an image (or, on a phone, take a photo), checked and compressed,
 * previewed, then sent; a progress line while it goes, 'Menunggu verifikasi' once it is there.
 */
export function ReceiptUpload({ orderId, token }: Props) {
  const { t } = useTranslation('orderPage');
  const upload = useReceiptUpload(orderId, token);
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
    <div className="order-page-upload">
      <h3 className="order-page-pay__subtitle">{t('receipt.title')}</h3>
      <p className="order-page-upload__hint" id={hintId}>
        {t('receipt.hint')}
      </p>
      {upload.phase !== 'ready' && upload.phase !== 'sending' && (
        <div className="order-page-upload__pickers">
          <label className={`btn btn-outline-primary order-page-upload__picker ${busy ? 'disabled' : ''}`}>
            <i className="bi bi-image me-1" aria-hidden="true" />
            {t('receipt.choose')}
            <input
              type="file"
              accept={RECEIPT_ACCEPT}
              className="visually-hidden"
              aria-describedby={described}
              onChange={onPick}
              disabled={busy}
            />
          </label>
          <label
            className={`btn btn-outline-primary order-page-upload__picker order-page-upload__camera ${busy ? 'disabled' : ''}`}
          >
            <i className="bi bi-camera me-1" aria-hidden="true" />
            {t('receipt.camera')}
            <input
              type="file"
              accept={RECEIPT_ACCEPT}
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
        <div className="order-page-upload__ready">
          {upload.preview && (
            <img src={upload.preview} alt={t('receipt.previewAlt')} className="order-page-upload__preview" />
          )}
          <div className="order-page-upload__actions">
            <button type="button" className="btn btn-primary" onClick={() => void upload.send()} disabled={busy}>
              {upload.phase === 'sending' ? (
                <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />
              ) : (
                <i className="bi bi-send me-1" aria-hidden="true" />
              )}
              {t('receipt.send')}
            </button>
            <button type="button" className="btn btn-link" onClick={upload.reset} disabled={busy}>
              {t('receipt.change')}
            </button>
          </div>
        </div>
      )}
      {busy && (
        <div className="order-page-upload__progress" role="status">
          <div
            className="progress"
            role="progressbar"
            aria-label={t(upload.phase === 'sending' ? 'receipt.sending' : 'receipt.processing')}
          >
            <div className="progress-bar progress-bar-striped progress-bar-animated w-100" />
          </div>
          <span>{t(upload.phase === 'sending' ? 'receipt.sending' : 'receipt.processing')}</span>
        </div>
      )}
      {upload.phase === 'sent' && (
        <p className="order-page-upload__sent" role="status">
          <i className="bi bi-check-circle-fill me-1" aria-hidden="true" />
          {t('receipt.sent')}
        </p>
      )}
      {upload.error && (
        <p className="order-page-upload__error" id={errorId} role="alert">
          {t(
            upload.error === 'failed' || upload.error === 'orderCancelled'
              ? `receipt.${upload.error}`
              : `receipt.errors.${upload.error}`,
          )}
        </p>
      )}
    </div>
  );
}
