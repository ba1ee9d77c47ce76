import { useTranslation } from 'react-i18next';
import { BrandMark } from '@/components/layout/BrandMark';
import { useAppSelector } from '@/components/store/hooks';
import { ConfirmPasswordForm } from '../reauth/ConfirmPasswordForm';
import { selectUsername } from '../session/sessionSlice';
import { useSignOut } from '../session/useSignOut';
import './LockPanel.css';

interface Props {
  /** The heading's level: h1 on the lock screen page, h2 over the back office. */
  heading: 'h1' | 'h2';
  headingId: string;
  /** After the password was accepted (the lock is already off). */
  onUnlocked?: () => void;
}

/**
 * The lock screen's card: who is signed in, the password to unlock (checked
 * through the login call) and the way out (Sign Out). The same card shows over
 * the back office (LockScreen) and on /auth/boxed-lockscreen.
 */
export function LockPanel({ heading: Heading, headingId, onUnlocked }: Props) {
  const { t } = useTranslation(['auth', 'shell']);
  const username = useAppSelector(selectUsername);
  const signOut = useSignOut();
  const name = username || t('shell:userMenu.guest');
  return (
    <section className="lock-panel card border-0 shadow w-100" aria-labelledby={headingId}>
      <div className="card-body p-4 p-sm-5">
        <div className="d-flex justify-content-center mb-4">
          <BrandMark />
        </div>
        <div className="text-center mb-4">
          <span className="lock-panel__avatar" aria-hidden="true">
            {name.charAt(0).toUpperCase()}
            <i className="bi bi-lock-fill lock-panel__badge" />
          </span>
          <Heading id={headingId} className="h3 mt-3 mb-2">
            {t('lock.title')}
          </Heading>
          <p className="text-body-secondary mb-0">{t('lock.text', { name })}</p>
        </div>
        <ConfirmPasswordForm
          idPrefix="lock"
          username={username}
          submitText={t('lock.unlock')}
          submittingText={t('lock.unlocking')}
          onConfirmed={onUnlocked}
        >
          <p className="small text-center text-body-secondary mb-0">
            {t('lock.notYou', { name })}{' '}
            <button type="button" className="btn btn-link btn-sm p-0 align-baseline fw-semibold" onClick={signOut}>
              {t('lock.signOut')}
            </button>
          </p>
        </ConfirmPasswordForm>
      </div>
    </section>
  );
}
