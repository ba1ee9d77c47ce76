import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { whenIdle } from '@/lib/async/whenIdle';
import { LANGUAGE_STORAGE_KEY, PUBLIC_LANGUAGES, type PublicLanguage } from '@/lib/i18n/languages';
import './LanguageSwitcher.css';

function persist(lng: PublicLanguage) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    /* storage unavailable (private mode): the choice lasts for this page only */
  }
}

/** The id/en switch of the public pages; switches without a reload and persists the choice (selectedLanguage). */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('common');
  const current = i18n.resolvedLanguage ?? i18n.language;
  // The other language's texts of the page, fetched once the browser is idle: the switch then answers at once.
  useEffect(() => {
    whenIdle(() => {
      for (const lng of PUBLIC_LANGUAGES) if (lng !== current) void i18n.loadLanguages(lng);
    });
  }, [i18n, current]);
  const choose = (lng: PublicLanguage) => {
    persist(lng);
    if (lng !== current) void i18n.changeLanguage(lng);
  };
  return (
    <div className="language-switcher" role="group" aria-label={t('language.switch')}>
      {PUBLIC_LANGUAGES.map((lng) => (
        <button
          key={lng}
          type="button"
          className={`language-switcher__option ${current === lng ? 'is-active' : ''}`}
          aria-pressed={current === lng}
          lang={lng}
          title={t(`language.names.${lng}`)}
          onClick={() => choose(lng)}
        >
          <span aria-hidden="true">{lng.toUpperCase()}</span>
          <span className="visually-hidden">{t(`language.names.${lng}`)}</span>
        </button>
      ))}
    </div>
  );
}
