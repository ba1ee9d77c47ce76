import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/forms/FormField';
import { PasswordInput } from '@/components/forms/PasswordInput';

/**
 * What the three password forms of the auth feature share (the login page, the
 * sign-in-again dialog and the lock screen): the refused-sign-in alert and the
 * password field with show/hide (their submit is the shared `SubmitButton`).
 * They sit inside a Formik form whose values are `LoginValues`.
 */

/** The reason a sign-in was refused, announced as an alert. */
export function SignInFailure({ message }: { message: string }) {
  return (
    <div className="alert alert-danger d-flex align-items-center gap-2 mb-0" role="alert">
      <i className="bi bi-exclamation-octagon" aria-hidden="true" />
      <span>{message}</span>
    </div>
  );
}

interface PasswordFieldProps {
  id: string;
  /** Focus returns here after a refused password. */
  inputRef: Ref<HTMLInputElement>;
  /** Focused on mount, where the form asks for this one field only (the dialog, the lock screen). */
  focusFirst?: boolean;
}

/** The `password` field of the form: label, lock icon, show/hide toggle, its message once touched. */
export function PasswordField({ id, inputRef, focusFirst = false }: PasswordFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <FormField name="password" id={id} label={t('login.password')} labelClassName="form-label fw-semibold">
      {({ control, invalid }) => (
        <PasswordInput
          {...control}
          ref={inputRef}
          icon="bi-lock"
          autoComplete="current-password"
          // eslint-disable-next-line jsx-a11y/no-autofocus -- only where the password is the one thing asked
          autoFocus={focusFirst}
          placeholder={t('login.passwordPlaceholder')}
          invalid={invalid}
          showLabel={t('login.showPassword')}
          hideLabel={t('login.hidePassword')}
        />
      )}
    </FormField>
  );
}
