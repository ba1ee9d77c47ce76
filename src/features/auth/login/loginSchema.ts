import type { TFunction } from 'i18next';
import * as yup from 'yup';

export interface LoginValues {
  username: string;
  password: string;
}

export const EMPTY_LOGIN: LoginValues = { username: '', password: '' };

export function loginSchema(t: TFunction<'auth'>) {
  return yup.object({
    username: yup.string().trim().required(t('login.errors.usernameRequired')),
    password: yup.string().required(t('login.errors.passwordRequired')),
  });
}
