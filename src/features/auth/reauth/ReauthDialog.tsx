import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { showToast, TOAST_DEFAULTS } from '@/components/feedback/toastSlice';
import { useDialogOpen } from '@/components/feedback/useDialogOpen';
import { useAppDispatch, useAppSelector } from '@/components/store/hooks';
import { selectReauthRequired, selectScreenLocked, selectUsername } from '../session/sessionSlice';
import { expireSession } from '../session/sessionThunks';
import { ConfirmPasswordForm } from './ConfirmPasswordForm';
import './ReauthDialog.css';

/**
 * Sign in again in place (docs/product-rules.md#session-and-sign-out): a
 * back-office call was refused (401) while the page had something to keep. The
 * page stays mounted underneath — open dialogs, typed values and processed
 * images included — and once the password is accepted the user saves again (the
 * form already said its save failed). It waits while the lock screen or a
 * result dialog (e.g. the account form's 'Error!') is up. Signing out instead
 * ends the session as a 401 always did: to login, returning here afterwards.
 */
export function ReauthDialog() {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const required = useAppSelector(selectReauthRequired);
  const locked = useAppSelector(selectScreenLocked);
  const username = useAppSelector(selectUsername);
  const resultDialogOpen = useDialogOpen();

  const signedInAgain = () =>
    dispatch(
      showToast({
        kind: 'success',
        title: t('reauth.done.title'),
        message: t('reauth.done.text'),
        timeoutMs: TOAST_DEFAULTS.appTimeoutMs,
      }),
    );

  return (
    <Modal
      show={required && !locked && !resultDialogOpen}
      backdrop="static"
      keyboard={false}
      centered
      aria-labelledby="reauth-title"
      aria-describedby="reauth-text"
      className="reauth-dialog"
      backdropClassName="reauth-dialog__backdrop"
    >
      <Modal.Header className="border-0 pb-0">
        <Modal.Title id="reauth-title" as="h2" className="h4 d-flex align-items-center gap-2">
          <i className="bi bi-shield-lock text-primary" aria-hidden="true" />
          {t('reauth.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="pt-2">
        <p id="reauth-text" className="text-body-secondary">
          {t('reauth.text')}
        </p>
        <ConfirmPasswordForm
          idPrefix="reauth"
          username={username}
          submitText={t('reauth.submit')}
          submittingText={t('reauth.submitting')}
          onConfirmed={signedInAgain}
        >
          <div className="text-center border-top pt-3">
            <button
              type="button"
              className="btn btn-outline-danger btn-sm"
              aria-describedby="reauth-sign-out-hint"
              onClick={() => dispatch(expireSession())}
            >
              <i className="bi bi-box-arrow-right bo-flip-rtl me-1" aria-hidden="true" />
              {t('reauth.signOut')}
            </button>
            <p id="reauth-sign-out-hint" className="small text-body-secondary mt-2 mb-0">
              {t('reauth.signOutHint')}
            </p>
          </div>
        </ConfirmPasswordForm>
      </Modal.Body>
    </Modal>
  );
}
