import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, type DateStyle } from '@/lib/dates/formatDate';
import { htmlLangOf } from '@/lib/i18n/languages';

/**
 * Formats dates from data in the current language, on the shop's calendar
 * (see lib/dates). The one way components put a date on screen.
 */
export function useFormatDate(): (value: string | Date | null | undefined, style?: DateStyle) => string {
  const { i18n } = useTranslation();
  // English readers of an Indonesian shop get day-month order ("21 November 2026"), as en-GB writes it.
  const locale = i18n.language === 'en' ? 'en-GB' : htmlLangOf(i18n.language);
  return useCallback((value, style = 'long') => formatDate(value, locale, style), [locale]);
}
