import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { PageHeader } from '@/components/layout/PageHeader';
import '@/components/layout/backOffice.css';

interface CreatedState {
  created?: { username: string; role: string };
}

/** /app/akun: where the add-account form returns; confirms the account just created. */
export function AccountsPage() {
  const { t } = useTranslation('accounts');
  const created = (useLocation().state as CreatedState | null)?.created;
  return (
    <div className="bo-page">
      <PageHeader
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        actions={
          <Link to="/app/akun/create" className="btn btn-primary">
            <i className="bi bi-person-plus" aria-hidden="true" /> {t('list.create')}
          </Link>
        }
      />
      {created && (
        <div className="alert alert-success d-flex align-items-center gap-2" role="status">
          <i className="bi bi-check-circle-fill" aria-hidden="true" />
          <span>
            {t('list.created', {
              username: created.username,
              role: t(`roles.${created.role}`, { defaultValue: created.role }),
            })}
          </span>
        </div>
      )}
      <div className="card border-0 shadow-sm">
        <div className="card-body p-4 p-lg-5 d-flex flex-column flex-md-row align-items-md-center gap-4">
          <span className="bo-empty__icon" aria-hidden="true">
            <i className="bi bi-people" />
          </span>
          <div className="flex-grow-1">
            <h2 className="h5">{t('list.infoTitle')}</h2>
            <p className="text-body-secondary mb-0">{t('list.infoText')}</p>
          </div>
        </div>
      </div>
    </div>
  );
}

export { AccountsPage as Component };
