import type { TFunction } from 'i18next';
import * as yup from 'yup';
import type { CreateUserRequest } from '@/api/generated/shopApi';

/** Roles offered when creating an account (docs/product-rules.md#role-gating). */
export const ACCOUNT_ROLES = ['Admin', 'User', 'Manager'] as const;
export type AccountRole = CreateUserRequest['role'];

export interface AccountValues {
  username: string;
  password: string;
  role: AccountRole | '';
}

export const EMPTY_ACCOUNT: AccountValues = { username: '', password: '', role: '' };

/** Where the form returns after saving or cancelling (inside the back office). */
export const ACCOUNT_RETURN_PATH = '/app/akun';

/** Account rules with their messages (docs/product-rules.md#account-form). */
export function accountSchema(t: TFunction<'accounts'>) {
  return yup.object({
    username: yup.string().trim().required(t('errors.usernameRequired')).min(3, t('errors.usernameMin')),
    password: yup.string().required(t('errors.passwordRequired')).min(6, t('errors.passwordMin')),
    role: yup
      .string()
      .oneOf([...ACCOUNT_ROLES], t('errors.roleRequired'))
      .required(t('errors.roleRequired')),
  });
}
