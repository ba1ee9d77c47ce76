import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

export type LoginFailure = 'invalidCredentials' | 'failed';

/** 401 (and 400) mean the credentials were refused; anything else is a failure to reach the auth backend. */
export function loginFailureOf(error: FetchBaseQueryError | SerializedError | unknown): LoginFailure {
  const status = (error as FetchBaseQueryError | undefined)?.status;
  return status === 401 || status === 400 ? 'invalidCredentials' : 'failed';
}
