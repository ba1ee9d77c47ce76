import { useTranslation } from 'react-i18next';
import { DRIVER_NAMESPACES } from '@/app/i18n/namespaces';
import { BrandMark } from '@/components/layout/BrandMark';
import { MainLoader } from '@/components/layout/MainLoader';
import { useAppSelector } from '@/components/store/hooks';
import { LockScreen } from '@/features/auth/lock/LockScreen';
import { ReauthDialog } from '@/features/auth/reauth/ReauthDialog';
import { selectUsername } from '@/features/auth/session/sessionSlice';
import { useSignOut } from '@/features/auth/session/useSignOut';
import { DriverRunPage } from '@/features/driver-run/pages/DriverRunPage';
import './RunLayout.css';

/**
 * /app/run, the Driver's one page (the proposed Driver role): behind the same guard as /app but without the back
 * office's frame, whose calls a Driver may not make. A slim bar with the shop's mark, who is signed in and
 * 'Keluar'; signing in again after a 401 and the lock screen cover it as they cover /app.
 */
export function Component() {
  const { t, ready } = useTranslation([...DRIVER_NAMESPACES]);
  const driver = useAppSelector(selectUsername);
  const signOut = useSignOut();
  if (!ready) return <MainLoader />;
  return (
    <>
      <header className="run-bar">
        <BrandMark light />
        <span className="run-bar__who">{driver}</span>
        <button type="button" className="btn btn-outline-light btn-sm" onClick={signOut}>
          <i className="bi bi-box-arrow-right me-1" aria-hidden="true" />
          {t('run:signOut')}
        </button>
      </header>
      <main className="run-main" id="main">
        <DriverRunPage driver={driver} />
      </main>
      <ReauthDialog />
      <LockScreen />
    </>
  );
}
