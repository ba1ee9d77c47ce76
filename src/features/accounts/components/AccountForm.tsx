import { FormikProvider, useFormik, type FormikErrors, type FormikTouched } from 'formik';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/forms/FormField';
import { useInitialErrors } from '@/components/forms/initialErrors';
import { PasswordInput } from '@/components/forms/PasswordInput';
import {
  accountSchema,
  ACCOUNT_ROLES,
  EMPTY_ACCOUNT,
  type AccountRole,
  type AccountValues,
} from '../model/accountSchema';

const LABEL = 'form-label fw-semibold';

export interface AccountFormProps {
  /** Saves; may return field errors from the server (e.g. a username already taken). */
  onSubmit: (values: AccountValues) => Promise<FormikErrors<AccountValues> | void>;
  onCancel: () => void;
  saving?: boolean;
  initialValues?: AccountValues;
  initialTouched?: FormikTouched<AccountValues>;
  /** The roles offered (Admin, User, Manager; with the doorstep, Driver too). */
  roles?: readonly AccountRole[];
  /** Said under the role, e.g. that 'Kurir' could not be checked. */
  roleNote?: ReactNode;
}

/** Add-account form (docs/product-rules.md#account-form): username, password with show/hide, role, save and cancel. */
export function AccountForm({
  onSubmit,
  onCancel,
  saving = false,
  initialValues = EMPTY_ACCOUNT,
  initialTouched,
  roles = ACCOUNT_ROLES,
  roleNote,
}: AccountFormProps) {
  const { t } = useTranslation('accounts');
  const schema = useMemo(() => accountSchema(t, roles), [t, roles]);
  const initialErrors = useInitialErrors(schema, initialValues);
  const form = useFormik<AccountValues>({
    initialValues,
    initialTouched,
    validationSchema: schema,
    initialErrors,
    validateOnMount: true,
    onSubmit: async (values, helpers) => {
      const errors = await onSubmit(values);
      if (errors) helpers.setErrors(errors);
    },
  });
  const busy = saving || form.isSubmitting;

  return (
    <FormikProvider value={form}>
      <form noValidate onSubmit={form.handleSubmit} className="d-grid gap-3" aria-busy={busy}>
        <FormField
          name="username"
          id="account-username"
          label={t('form.username')}
          labelClassName={LABEL}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t('form.usernamePlaceholder')}
        />
        <FormField name="password" id="account-password" label={t('form.password')} labelClassName={LABEL}>
          {({ control, invalid }) => (
            <PasswordInput
              {...control}
              autoComplete="new-password"
              placeholder={t('form.passwordPlaceholder')}
              invalid={invalid}
              showLabel={t('form.showPassword')}
              hideLabel={t('form.hidePassword')}
            />
          )}
        </FormField>
        <FormField name="role" id="account-role" label={t('form.role')} labelClassName={LABEL} hint={roleNote}>
          {({ control, invalid }) => (
            <select {...control} className={`form-select ${invalid ? 'is-invalid' : ''}`}>
              <option value="">{t('form.rolePlaceholder')}</option>
              {roles.map((role) => (
                <option key={role} value={role}>
                  {t(`roles.${role}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
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
    </FormikProvider>
  );
}
