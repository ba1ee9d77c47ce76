import type { Dispatch } from '@reduxjs/toolkit';
import { baseApi } from '@/api/baseApi';
import type { LoginResponse } from '@/api/generated/shopApi';
import { clearStoredSession, clearTabStorage, persistSession } from './sessionPersistence';
import { sessionEnded, sessionStarted } from './sessionSlice';

/**
 * Starts a session from the login answer: stores it (spec §3) and drops any
 * cached server data of a previous user before the back office opens.
 */
export const logIn = (login: LoginResponse) => (dispatch: Dispatch) => {
  const session = persistSession(login);
  dispatch(baseApi.util.resetApiState());
  dispatch(sessionStarted(session));
};

/** Sign out (spec §4): removes the token, clears session storage, resets the session state. */
export const signOut = () => (dispatch: Dispatch) => {
  clearStoredSession();
  clearTabStorage();
  dispatch(sessionEnded('signedOut'));
};

/** A 401 on an authenticated call: the stored session is no longer valid. */
export const expireSession = () => (dispatch: Dispatch) => {
  clearStoredSession();
  dispatch(sessionEnded('expired'));
};
