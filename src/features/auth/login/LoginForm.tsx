import { FormikProvider, useFormik } from 'formik';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FormField } from '@/components/forms/FormField';
import { useInitialErrors } from '@/components/forms/initialErrors';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { useAppDispatch } from '@/components/store/hooks';
import { useLoginMutation } from '@/entities/user/api';
import { PasswordField, SignInFailure } from '../components/SignInFormParts';
import { logIn } from '../session/sessionThunks';
import { loginFailureOf, type LoginFailure } from './loginError';
import { EMPTY_LOGIN, loginSchema, type LoginValues } from './loginSchema';

interface Props {
  /** Where to go after logging in (already checked by `safeReturnTo`). */
  returnTo: string;
}

/**
 * Username and password against `POST /auth/login`. On success the session is
 * stored and the user lands on `returnTo`; refused credentials show a message,
 * keep the username and clear the password.
 */
export function LoginForm({ returnTo }: Props) {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [login] = useLoginMutation();
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const schema = useMemo(() => loginSchema(t), [t]);
  const initialErrors = useInitialErrors(schema, EMPTY_LOGIN);
  const form = useFormik<LoginValues>({
    initialValues: EMPTY_LOGIN,
    validationSchema: schema,
    initialErrors,
    validateOnMount: true,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      try {
        const session = await login({
          loginRequest: { username: values.username.trim(), password: values.password },
        }).unwrap();
        dispatch(logIn(session));
        void navigate(returnTo, { replace: true });
      } catch (error) {
        setFailure(loginFailureOf(error));
        helpers.setFieldValue('password', '', true);
        helpers.setFieldTouched('password', false, false);
        passwordRef.current?.focus();
      }
    },
  });

  return (
    <FormikProvider value={form}>
      <form className="login-form d-grid gap-3" noValidate onSubmit={form.handleSubmit} aria-busy={form.isSubmitting}>
        {failure && <SignInFailure message={t(`login.${failure}`)} />}
        <FormField
          name="username"
          id="login-username"
          label={t('login.username')}
          labelClassName="form-label fw-semibold"
        >
          {({ control, invalid }) => (
            <div className="input-group">
              <span className="input-group-text" aria-hidden="true">
                <i className="bi bi-person" />
              </span>
              <input
                {...control}
                type="text"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                className={`form-control ${invalid ? 'is-invalid' : ''}`}
                placeholder={t('login.usernamePlaceholder')}
              />
            </div>
          )}
        </FormField>
        <PasswordField id="login-password" inputRef={passwordRef} />
        <SubmitButton
          busy={form.isSubmitting}
          disabled={!form.isValid}
          icon="bi-box-arrow-in-right"
          className="btn btn-primary btn-lg"
        >
          {form.isSubmitting ? t('login.submitting') : t('login.submit')}
        </SubmitButton>
      </form>
    </FormikProvider>
  );
}
