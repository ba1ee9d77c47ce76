import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { BACK_OFFICE_NAMESPACES } from '@/app/i18n/namespaces';
import { MainLoader } from '@/components/layout/MainLoader';
import { LockScreen } from '@/features/auth/lock/LockScreen';
import { ReauthDialog } from '@/features/auth/reauth/ReauthDialog';

/**
 * The back office's print pages: behind the same guard as /app but
 * without the shell (no sidebar, header, footer or chat button), so only the
 * sheets print. Signing in again after a 401 and the lock screen still cover them.
 */
export function Component() {
  const { ready } = useTranslation([...BACK_OFFICE_NAMESPACES]);
  if (!ready) return <MainLoader />;
  return (
    <>
      <Outlet />
      <ReauthDialog />
      <LockScreen />
    </>
  );
}
