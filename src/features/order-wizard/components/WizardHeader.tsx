import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import './WizardHeader.css';

/** Page header: back to home, the current language, title. */
export function WizardHeader() {
  const { t } = useTranslation('order');
  return (
    <header className="wizard-header">
      <div className="wizard-header__bar">
        <Link to="/public/home" className="wizard-header__home">
          <i className="bi bi-arrow-left" aria-hidden="true" />
          {t('header.backHome')}
        </Link>
        <span className="wizard-header__language" title={t('header.languageLabel')}>
          <i className="bi bi-translate" aria-hidden="true" />
          <span className="visually-hidden">{t('header.languageLabel')}: </span>
          {t('header.languageName')}
        </span>
      </div>
      <h1 className="wizard-header__title">{t('header.title')}</h1>
      <p className="wizard-header__subtitle">{t('header.subtitle')}</p>
    </header>
  );
}
