import { FormikProvider, useFormik } from 'formik';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/forms/FormField';
import { useInitialErrors } from '@/components/forms/initialErrors';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { PasswordField, SignInFailure } from '../components/SignInFormParts';
import { loginSchema, type LoginValues } from '../login/loginSchema';
import { useConfirmPassword, type PasswordCheck } from './useConfirmPassword';

interface Props {
  /** Prefix of the control ids (two of these forms never show at once, but stories may). */
  idPrefix: string;
  /** The signed-in user, shown read-only; without one the username can be typed. */
  username: string | null;
  submitText: string;
  submittingText: string;
  /** After the password was accepted and the session stored. */
  onConfirmed?: () => void;
  /** Further actions under the submit button (the way out). */
  children?: ReactNode;
}

/**
 * Username (prefilled, read-only) and password with show/hide, checked
 * through the login call; a refused password says so, clears the field and
 * keeps focus there. Used by the sign-in-again dialog and the lock screen.
 */
export function ConfirmPasswordForm({ idPrefix, username, submitText, submittingText, onConfirmed, children }: Props) {
  const { t } = useTranslation('auth');
  const confirmPassword = useConfirmPassword();
  const [failure, setFailure] = useState<Exclude<PasswordCheck, 'ok'> | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const schema = useMemo(() => loginSchema(t), [t]);
  const [initialValues] = useState<LoginValues>(() => ({ username: username ?? '', password: '' }));
  const initialErrors = useInitialErrors(schema, initialValues);
  const form = useFormik<LoginValues>({
    initialValues,
    validationSchema: schema,
    initialErrors,
    validateOnMount: true,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      const result = await confirmPassword(values.username, values.password);
      if (result === 'ok') {
        onConfirmed?.();
        return;
      }
      setFailure(result);
      await helpers.setFieldValue('password', '', true);
      await helpers.setFieldTouched('password', false, false);
      passwordRef.current?.focus();
    },
  });

  return (
    <FormikProvider value={form}>
      <form
        className="confirm-password d-grid gap-3"
        noValidate
        onSubmit={form.handleSubmit}
        aria-busy={form.isSubmitting}
      >
        {failure && <SignInFailure message={t(`password.${failure}`)} />}
        <FormField
          name="username"
          id={`${idPrefix}-username`}
          label={t('login.username')}
          labelClassName="form-label fw-semibold"
          readOnly={Boolean(username)}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          controlClassName={username ? 'bg-body-tertiary' : ''}
        />
        {/* The dialog and the lock screen ask for this one field: start there. */}
        <PasswordField id={`${idPrefix}-password`} inputRef={passwordRef} focusFirst />
        <SubmitButton busy={form.isSubmitting} disabled={!form.isValid} icon="bi-box-arrow-in-right">
          {form.isSubmitting ? submittingText : submitText}
        </SubmitButton>
        {children}
      </form>
    </FormikProvider>
  );
}
