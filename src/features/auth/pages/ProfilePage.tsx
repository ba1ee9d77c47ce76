import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/PageHeader';
import { useShellActions } from '@/components/layout/shellActions';
import { useAppDispatch, useAppSelector } from '@/components/store/hooks';
import { APP_LANGUAGES } from '@/lib/i18n/languages';
import { selectSession } from '../session/sessionSlice';
import { lockScreen } from '../session/sessionThunks';
import '@/components/layout/backOffice.css';
import './ProfilePage.css';

/**
 * /users/profile (user menu): who is signed in — username,
 * role and the language the back office speaks — with the way to the theme
 * settings (where the language is changed) and to the lock screen.
 */
export function ProfilePage() {
  const { t, i18n } = useTranslation(['auth', 'routes', 'shell']);
  const dispatch = useAppDispatch();
  const shell = useShellActions();
  const { username, role } = useAppSelector(selectSession);
  const name = username || t('shell:userMenu.guest');
  const code = i18n.resolvedLanguage ?? i18n.language;
  const language = APP_LANGUAGES.find((candidate) => candidate.code === code);

  return (
    <div className="bo-page profile-page">
      <PageHeader title={t('routes:profile')} subtitle={t('profile.subtitle')} />
      <div className="row g-4">
        <section className="col-12 col-lg-7" aria-labelledby="profile-account">
          <div className="card border-0 shadow-sm h-100">
            <div className="card-body p-4">
              <div className="d-flex align-items-center gap-3 mb-4">
                <span className="profile-page__avatar" aria-hidden="true">
                  {name.charAt(0).toUpperCase()}
                </span>
                <h2 id="profile-account" className="h5 mb-0">
                  {t('profile.account')}
                </h2>
              </div>
              <dl className="profile-page__facts mb-0">
                <div>
                  <dt>{t('profile.username')}</dt>
                  <dd className="text-break">{name}</dd>
                </div>
                <div>
                  <dt>{t('profile.role')}</dt>
                  <dd>{role || t('profile.noRole')}</dd>
                </div>
                <div>
                  <dt>{t('profile.language')}</dt>
                  <dd lang={language?.htmlLang}>{language?.nativeName ?? code}</dd>
                </div>
              </dl>
            </div>
          </div>
        </section>
        <div className="col-12 col-lg-5 d-grid gap-4">
          <section className="card border-0 shadow-sm" aria-labelledby="profile-settings">
            <div className="card-body p-4">
              <h2 id="profile-settings" className="h6 d-flex align-items-center gap-2">
                <i className="bi bi-palette" aria-hidden="true" /> {t('profile.settingsTitle')}
              </h2>
              <p className="small text-body-secondary">{t('profile.settingsText')}</p>
              {shell && (
                <button type="button" className="btn btn-outline-primary btn-sm" onClick={shell.openSettings}>
                  <i className="bi bi-gear me-1" aria-hidden="true" />
                  {t('profile.openSettings')}
                </button>
              )}
            </div>
          </section>
          <section className="card border-0 shadow-sm" aria-labelledby="profile-lock">
            <div className="card-body p-4">
              <h2 id="profile-lock" className="h6 d-flex align-items-center gap-2">
                <i className="bi bi-lock" aria-hidden="true" /> {t('profile.lockTitle')}
              </h2>
              <p className="small text-body-secondary">{t('profile.lockText')}</p>
              <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => dispatch(lockScreen())}>
                <i className="bi bi-lock-fill me-1" aria-hidden="true" />
                {t('profile.lock')}
              </button>
            </div>
          </section>
        </div>
      </div>
    </div>
  );
}

export { ProfilePage as Component };
