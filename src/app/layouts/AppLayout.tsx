import { useTranslation } from 'react-i18next';
import { BACK_OFFICE_NAMESPACES } from '@/app/i18n/namespaces';
import { MainLoader } from '@/components/layout/MainLoader';
import { useAppSelector } from '@/components/store/hooks';
import { LockScreen } from '@/features/auth/lock/LockScreen';
import { ReauthDialog } from '@/features/auth/reauth/ReauthDialog';
import { selectThemeSettings } from '@/features/theme-settings/model/themeSettingsSlice';
import { AnimatedOutlet } from './app/AnimatedOutlet';
import { AppShell } from './app/AppShell';

/**
 * Back-office layout route (docs/product-rules.md#back-office-frame); waits for the back-office
 * translations. Over the frame: signing in again in place after a 401, and the
 * lock screen — both keep the page underneath mounted.
 */
export function Component() {
  const { ready } = useTranslation([...BACK_OFFICE_NAMESPACES]);
  const { animation } = useAppSelector(selectThemeSettings);
  if (!ready) return <MainLoader />;
  return (
    <>
      <AppShell>
        <AnimatedOutlet animation={animation} />
      </AppShell>
      <ReauthDialog />
      <LockScreen />
    </>
  );
}
