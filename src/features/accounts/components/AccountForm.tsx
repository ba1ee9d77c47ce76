import { useFormik, type FormikErrors, type FormikTouched } from 'formik';
import { useTranslation } from 'react-i18next';
import { accountSchema, ACCOUNT_ROLES, EMPTY_ACCOUNT, type AccountValues } from '../model/accountSchema';
import { PasswordInput } from './PasswordInput';

export interface AccountFormProps {
  /** Saves; may return field errors from the server (e.g. a username already taken). */
  onSubmit: (values: AccountValues) => Promise<FormikErrors<AccountValues> | void>;
  onCancel: () => void;
  saving?: boolean;
  initialValues?: AccountValues;
  initialTouched?: FormikTouched<AccountValues>;
}

/** Add-account form (spec §2): username, password with show/hide, role, save and cancel. */
export function AccountForm({ onSubmit, onCancel, saving = false, initialValues = EMPTY_ACCOUNT, initialTouched }: AccountFormProps) {
  const { t } = useTranslation('accounts');
  const form = useFormik<AccountValues>({
    initialValues,
    initialTouched,
    validationSchema: accountSchema(t),
    validateOnMount: true,
    onSubmit: async (values, helpers) => {
      const errors = await onSubmit(values);
      if (errors) helpers.setErrors(errors);
    },
  });
  const error = (field: keyof AccountValues) => (form.touched[field] ? form.errors[field] : undefined);
  const aria = (field: keyof AccountValues) =>
    error(field) ? { 'aria-invalid': true, 'aria-describedby': `account-${field}-error` } : { 'aria-invalid': false };
  const busy = saving || form.isSubmitting;

  return (
    <form noValidate onSubmit={form.handleSubmit} className="d-grid gap-3" aria-busy={busy}>
      <div>
        <label htmlFor="account-username" className="form-label fw-semibold">
          {t('form.username')}
        </label>
        <input
          id="account-username"
          name="username"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          className={`form-control ${error('username') ? 'is-invalid' : ''}`}
          placeholder={t('form.usernamePlaceholder')}
          value={form.values.username}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          {...aria('username')}
        />
        {error('username') && (
          <div id="account-username-error" className="invalid-feedback">
            {error('username')}
          </div>
        )}
      </div>
      <div>
        <label htmlFor="account-password" className="form-label fw-semibold">
          {t('form.password')}
        </label>
        <PasswordInput
          id="account-password"
          name="password"
          autoComplete="new-password"
          placeholder={t('form.passwordPlaceholder')}
          value={form.values.password}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          invalid={Boolean(error('password'))}
          {...aria('password')}
        />
        {error('password') && (
          <div id="account-password-error" className="invalid-feedback d-block">
            {error('password')}
          </div>
        )}
      </div>
      <div>
        <label htmlFor="account-role" className="form-label fw-semibold">
          {t('form.role')}
        </label>
        <select
          id="account-role"
          name="role"
          className={`form-select ${error('role') ? 'is-invalid' : ''}`}
          value={form.values.role}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
          {...aria('role')}
        >
          <option value="">{t('form.rolePlaceholder')}</option>
          {ACCOUNT_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </select>
        {error('role') && (
          <div id="account-role-error" className="invalid-feedback">
            {error('role')}
          </div>
        )}
      </div>
      <div className="d-flex flex-wrap gap-2 pt-2">
        <button type="submit" className="btn btn-primary px-4" disabled={busy || !form.isValid}>
          {busy ? (
            <>
              <span className="spinner-border spinner-border-sm" aria-hidden="true" /> {t('form.saving')}
            </>
          ) : (
            <>
              <i className="bi bi-check2" aria-hidden="true" /> {t('form.save')}
            </>
          )}
        </button>
        <button type="button" className="btn btn-outline-secondary px-4" onClick={onCancel} disabled={busy}>
          {t('form.cancel')}
        </button>
      </div>
    </form>
  );
}
