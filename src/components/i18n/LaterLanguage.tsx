import { startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nContext, useTranslation } from 'react-i18next';

/**
 * A part of the page below its first screen that takes a language change a moment after the rest: the header and
 * the first screen switch at once, and this part re-renders in the background (a transition, which yields to the
 * browser), where the visitor is not looking yet.
 *
 * Its texts come from a clone of the app's i18next instance (`cloneInstance`: the same texts, a language of its own)
 * that follows the app's language. react-i18next re-renders on a language change through useSyncExternalStore,
 * which React never renders as a transition; the clone's readers do not listen to it (`bindI18n: ''`) and re-render
 * instead when this part's context changes, in the transition that follows the app's language.
 */
export function LaterLanguage({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const [later] = useState(() =>
    i18n.cloneInstance({ lng: i18n.language, initAsync: false, react: { ...i18n.options.react, bindI18n: '' } }),
  );
  const [language, setLanguage] = useState(later.language);
  useEffect(() => {
    const follow = (lng: string) => {
      void later.changeLanguage(lng);
      startTransition(() => setLanguage(lng));
    };
    if (later.language !== i18n.language) follow(i18n.language);
    i18n.on('languageChanged', follow);
    return () => i18n.off('languageChanged', follow);
  }, [i18n, later]);
  // a new value for each language: what reads the texts renders again (in the transition)
  const value = useMemo(() => ({ i18n: later, language }), [later, language]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}
