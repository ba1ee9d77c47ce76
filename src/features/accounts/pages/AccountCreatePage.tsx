import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { showAlert } from '@/components/feedback/dialogs';
import { PageHeader } from '@/components/layout/PageHeader';
import { useCreateUserMutation } from '@/entities/user/api';
import { AccountForm } from '../components/AccountForm';
import { DriverRoleNote } from '../components/DriverRoleNote';
import { useAccountRoles } from '../hooks/useAccountRoles';
import { ACCOUNT_RETURN_PATH, type AccountValues } from '../model/accountSchema';
import '@/components/layout/backOffice.css';
import './AccountCreatePage.css';

function usernameTaken(error: unknown): boolean {
  const { status, data } = (error ?? {}) as FetchBaseQueryError;
  return status === 400 && Boolean((data as { errors?: Record<string, unknown> } | undefined)?.errors?.username);
}

/**
 * /app/akun/create: creates a staff account through `POST /users/api/users/create`
 * (docs/product-rules.md#account-form), 'Kurir' among the roles where the backend has the doorstep. A failed save
 * says so in the 'Error!' dialog and stays said above the form once the dialog is closed, whatever the failure (a
 * refused username, a server error, no answer); what was typed stays for another try.
 */
export function AccountCreatePage() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const [createUser, { isLoading }] = useCreateUserMutation();
  const [failed, setFailed] = useState(false);
  const { roles, check, retry } = useAccountRoles();

  const save = async (values: AccountValues) => {
    if (!values.role) return;
    setFailed(false);
    try {
      const created = await createUser({
        createUserRequest: { username: values.username.trim(), password: values.password, role: values.role },
      }).unwrap();
      void showAlert({
        icon: 'success',
        title: t('success.title'),
        text: t('success.text'),
        confirmText: t('dialog.ok'),
        timerMs: 3000,
      });
      await navigate(ACCOUNT_RETURN_PATH, { state: { created: { username: created.username, role: created.role } } });
    } catch (error) {
      setFailed(true);
      void showAlert({
        icon: 'error',
        title: t('failure.title'),
        text: t('failure.text'),
        confirmText: t('dialog.ok'),
      });
      if (usernameTaken(error)) return { username: t('errors.usernameTaken') };
    }
  };

  return (
    <div className="bo-page">
      <PageHeader
        breadcrumb={{ label: t('breadcrumb'), parents: [{ label: t('list.title'), to: ACCOUNT_RETURN_PATH }] }}
        title={t('create.title')}
        subtitle={t('create.subtitle')}
      />
      <div className="row g-4">
        <section className="col-12 col-lg-7 col-xl-6">
          <div className="card border-0 shadow-sm">
            <div className="card-body p-4">
              {failed && (
                <div className="alert alert-danger d-flex gap-2 align-items-start" role="alert">
                  <i className="bi bi-exclamation-triangle-fill mt-1" aria-hidden="true" />
                  <span>{t('failure.text')}</span>
                </div>
              )}
              <AccountForm
                onSubmit={save}
                onCancel={() => void navigate(ACCOUNT_RETURN_PATH)}
                saving={isLoading}
                roles={roles}
                roleNote={check === 'failed' && <DriverRoleNote onRetry={retry} />}
              />
            </div>
          </div>
        </section>
        <aside className="col-12 col-lg-5 col-xl-4">
          <div className="card border-0 bo-tip h-100">
            <div className="card-body p-4">
              <h2 className="h6 d-flex align-items-center gap-2">
                <i className="bi bi-shield-lock" aria-hidden="true" /> {t('tips.title')}
              </h2>
              <ul className="small mb-0 ps-3">
                <li>{t('tips.username')}</li>
                <li>{t('tips.password')}</li>
                <li>{t('tips.role')}</li>
                {check === 'offered' && <li>{t('tips.driver')}</li>}
              </ul>
            </div>
          </div>
        </aside>
      </div>
    </div>
  );
}

export { AccountCreatePage as Component };
