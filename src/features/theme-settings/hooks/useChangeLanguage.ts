import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/components/store/hooks';
import { isRtlLanguage, LANGUAGE_STORAGE_KEY } from '@/lib/i18n/languages';
import { reloadPage } from '../model/reloadPage';
import { settingChanged } from '../model/themeSettingsSlice';

/**
 * Changing language: switches the locale, sets rtl only for `ae`
 * (ltr for every other), stores both, then reloads the page.
 */
export function useChangeLanguage() {
  const { i18n } = useTranslation();
  const dispatch = useAppDispatch();
  return useCallback(
    async (code: string) => {
      dispatch(settingChanged('rtlClass', isRtlLanguage(code) ? 'rtl' : 'ltr'));
      try {
        localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
      } catch {
        /* storage unavailable: the switch still applies to this page */
      }
      await i18n.changeLanguage(code);
      reloadPage();
    },
    [dispatch, i18n],
  );
}
