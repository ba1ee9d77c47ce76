import { useCallback } from 'react';
import { useAppDispatch } from '@/components/store/hooks';
import { useLoginMutation } from '@/entities/user/api';
import { loginFailureOf } from '../login/loginError';
import { reauthenticate } from '../session/sessionThunks';

/** 'ok' signed in again; 'wrong' the password was refused; 'failed' the auth backend could not be reached. */
export type PasswordCheck = 'ok' | 'wrong' | 'failed';

/**
 * Checks the password through the login call (`POST /auth/login`) and, when
 * it is right, stores the fresh session in place: the page and what was typed
 * stay (after a 401, and to unlock the lock screen).
 */
export function useConfirmPassword() {
  const dispatch = useAppDispatch();
  const [login] = useLoginMutation();
  return useCallback(
    async (username: string, password: string): Promise<PasswordCheck> => {
      try {
        const session = await login({ loginRequest: { username: username.trim(), password } }).unwrap();
        dispatch(reauthenticate(session));
        return 'ok';
      } catch (error) {
        return loginFailureOf(error) === 'invalidCredentials' ? 'wrong' : 'failed';
      }
    },
    [dispatch, login],
  );
}
