import type { TFunction } from 'i18next';
import * as yup from 'yup';
import type { CreateUserRequest } from '@/api/generated/shopApi';

export type AccountRole = CreateUserRequest['role'];

/** Roles offered when creating an account (docs/product-rules.md#role-gating); 'Kurir' joins them with the doorstep. */
export const ACCOUNT_ROLES: readonly AccountRole[] = ['Admin', 'User', 'Manager'];

export interface AccountValues {
  username: string;
  password: string;
  role: AccountRole | '';
}

export const EMPTY_ACCOUNT: AccountValues = { username: '', password: '', role: '' };

/** Where the form returns after saving or cancelling (inside the back office). */
export const ACCOUNT_RETURN_PATH = '/app/akun';

/** Account rules with their messages (docs/product-rules.md#account-form), the role one of those offered. */
export function accountSchema(t: TFunction<'accounts'>, roles: readonly AccountRole[] = ACCOUNT_ROLES) {
  return yup.object({
    username: yup.string().trim().required(t('errors.usernameRequired')).min(3, t('errors.usernameMin')),
    password: yup.string().required(t('errors.passwordRequired')).min(6, t('errors.passwordMin')),
    role: yup
      .string()
      .oneOf([...roles], t('errors.roleRequired'))
      .required(t('errors.roleRequired')),
  });
}
