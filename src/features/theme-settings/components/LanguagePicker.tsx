import { useTranslation } from 'react-i18next';
import { APP_LANGUAGES, htmlLangOf } from '@/lib/i18n/languages';
import { useChangeLanguage } from '../hooks/useChangeLanguage';
import './ThemeSettings.css';

/** Language names in the current language, from the platform (Intl.DisplayNames). */
function languageNames(locale: string): Intl.DisplayNames | undefined {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' });
  } catch {
    return undefined;
  }
}

/** The 17 languages; choosing one switches the locale and reloads. */
export function LanguagePicker() {
  const { t, i18n } = useTranslation('settings');
  const changeLanguage = useChangeLanguage();
  const current = i18n.resolvedLanguage ?? i18n.language;
  const names = languageNames(htmlLangOf(current));
  return (
    <fieldset className="settings-group">
      <legend className="settings-group__legend">{t('language.legend')}</legend>
      <p className="small text-body-secondary mb-2">{t('language.hint')}</p>
      <ul className="settings-languages list-unstyled mb-0">
        {APP_LANGUAGES.map((language) => {
          const active = language.code === current;
          return (
            <li key={language.code}>
              <button
                type="button"
                className={`btn btn-sm w-100 settings-languages__button ${active ? 'btn-primary' : 'btn-outline-secondary'}`}
                aria-pressed={active}
                lang={language.htmlLang}
                title={names?.of(language.htmlLang) ?? language.name}
                onClick={() => {
                  if (!active) void changeLanguage(language.code);
                }}
              >
                <span className="settings-languages__code" aria-hidden="true">
                  {language.code.toUpperCase()}
                </span>
                <span>{language.nativeName}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
