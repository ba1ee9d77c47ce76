import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { BrandMark } from '@/components/layout/BrandMark';
import { LoginForm } from '../login/LoginForm';
import { PUBLIC_HOME, RETURN_TO_PARAM, safeReturnTo } from '../session/accessRules';
import './LoginPage.css';

/** /auth/login: the back office's sign-in screen. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const requested = params.get(RETURN_TO_PARAM);
  const returnTo = safeReturnTo(requested);
  return (
    <div className="login-page flex-grow-1 d-flex">
      <section
        className="login-page__brand d-none d-lg-flex flex-column justify-content-between p-5"
        aria-hidden="true"
      >
        <BrandMark light />
        <div>
          <p className="login-page__eyebrow mb-2">{t('login.eyebrow')}</p>
          <p className="login-page__tagline">{t('login.tagline')}</p>
        </div>
        <i className="bi bi-flower2 login-page__flower" />
      </section>
      <section className="login-page__panel flex-grow-1 d-flex align-items-center justify-content-center p-3 p-sm-4">
        <div className="login-card card border-0 shadow-sm w-100">
          <div className="card-body p-4 p-sm-5">
            <div className="d-lg-none mb-4">
              <BrandMark />
            </div>
            <h1 className="h3 mb-1">{t('login.title')}</h1>
            <p className="text-body-secondary mb-4">{t('login.subtitle')}</p>
            {requested && (
              <p className="alert alert-info small py-2 d-flex gap-2 align-items-start" role="status">
                <i className="bi bi-arrow-return-left" aria-hidden="true" />
                <span>{t('login.returnNotice')}</span>
              </p>
            )}
            <LoginForm returnTo={returnTo} />
            <hr className="my-4" />
            <Link
              to={PUBLIC_HOME}
              className="link-secondary d-inline-flex align-items-center gap-2 text-decoration-none"
            >
              <i className="bi bi-arrow-left bo-flip-rtl" aria-hidden="true" />
              {t('login.backToPublic')}
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}

export { LoginPage as Component };
