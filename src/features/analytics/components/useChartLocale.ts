import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { htmlLangOf } from '@/lib/i18n/languages';

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir', 'data-bs-theme'] });
  return () => observer.disconnect();
}

/** Locale for number/date formatting, and whether charts should run right-to-left. */
export function useChartLocale() {
  const { i18n } = useTranslation();
  const rtl = useSyncExternalStore(
    subscribe,
    () => document.documentElement.getAttribute('dir') === 'rtl',
    () => false,
  );
  return { locale: htmlLangOf(i18n.language), rtl };
}
