import ThemeProvider from 'react-bootstrap/ThemeProvider';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { ScrollToTopButton } from '@/components/layout/ScrollToTopButton';
import { useAppSelector } from '@/components/store/hooks';
import { useApplyThemeSettings } from '@/features/theme-settings/hooks/useApplyThemeSettings';
import { selectThemeSettings } from '@/features/theme-settings/model/themeSettingsSlice';

/** Auth layout: only the content outlet and scroll-to-top, in the back office's theme and direction. */
export function Component() {
  const { ready } = useTranslation(['auth', 'shell']);
  const { rtlClass } = useAppSelector(selectThemeSettings);
  useApplyThemeSettings();
  return (
    <ThemeProvider dir={rtlClass}>
      <main className="auth-layout min-vh-100 d-flex flex-column" id="main-content">
        {ready && <Outlet />}
        <ScrollToTopButton />
      </main>
    </ThemeProvider>
  );
}
