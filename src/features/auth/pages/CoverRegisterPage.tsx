import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BrandMark } from '@/components/layout/BrandMark';
import { LOGIN_PATH, PUBLIC_HOME } from '../session/accessRules';
import './LoginPage.css';

/**
 * /auth/cover-register: the template's registration screen. Accounts are made
 * by staff in the back office (Add Account), so this explains that and leads
 * to login rather than offering a form no backend call exists for.
 */
export function CoverRegisterPage() {
  const { t } = useTranslation('auth');
  return (
    <div className="login-page__panel flex-grow-1 d-flex align-items-center justify-content-center p-3 p-sm-4">
      <div className="login-card card border-0 shadow-sm w-100">
        <div className="card-body p-4 p-sm-5 text-center">
          <BrandMark />
          <h1 className="h3 mt-4">{t('register.title')}</h1>
          <p className="text-body-secondary">{t('register.text')}</p>
          <div className="d-grid gap-2">
            <Link to={LOGIN_PATH} className="btn btn-primary">
              {t('register.toLogin')}
            </Link>
            <Link to={PUBLIC_HOME} className="btn btn-outline-secondary">
              {t('login.backToPublic')}
            </Link>
          </div>
        </div>
      </div>
    </div>
  );
}

export { CoverRegisterPage as Component };
