import { useEffect } from 'react';
import { useMediaQuery } from '@/components/layout/useMediaQuery';
import { useAppSelector } from '@/components/store/hooks';
import { selectThemeSettings } from '../model/themeSettingsSlice';

/** The colour scheme in force: 'system' follows the operating system's preference. */
export function useResolvedTheme(): 'light' | 'dark' {
  const { theme } = useAppSelector(selectThemeSettings);
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)');
  if (theme === 'system') return prefersDark ? 'dark' : 'light';
  return theme;
}

/**
 * Applies the document-level settings while a back-office layout is shown:
 * Bootstrap's colour mode (`data-bs-theme`) and the text direction (`dir`).
 * Leaving the back office restores the public pages' light, left-to-right page.
 */
export function useApplyThemeSettings() {
  const { rtlClass } = useAppSelector(selectThemeSettings);
  const resolved = useResolvedTheme();
  useEffect(() => {
    const root = document.documentElement;
    root.setAttribute('data-bs-theme', resolved);
    root.setAttribute('dir', rtlClass);
    return () => {
      root.removeAttribute('data-bs-theme');
      root.setAttribute('dir', 'ltr');
    };
  }, [resolved, rtlClass]);
}
