import { useTranslation } from 'react-i18next';
import { PUBLIC_LANGUAGES } from '@/app/i18n/languages';

/** The id/en switch of the public pages; the choice persists (selectedLanguage). */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('common');
  const current = i18n.resolvedLanguage ?? i18n.language;
  return (
    <div className="btn-group btn-group-sm language-switcher" role="group" aria-label={t('language.switch')}>
      {PUBLIC_LANGUAGES.map((lng) => (
        <button
          key={lng}
          type="button"
          className={`btn ${current === lng ? 'btn-primary' : 'btn-outline-primary'}`}
          aria-pressed={current === lng}
          lang={lng}
          title={t(`language.names.${lng}`)}
          onClick={() => void i18n.changeLanguage(lng)}
        >
          {lng.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
