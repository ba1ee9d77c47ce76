import type { Dispatch, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '@/api/baseApi';
import type { LoginResponse } from '@/api/generated/shopApi';
import { refetchRefusedQueries } from './refetchRefused';
import { clearStoredSession, clearTabStorage, persistSession, storeScreenLocked } from './sessionPersistence';
import { screenLocked, sessionEnded, sessionStarted, type SessionState } from './sessionSlice';

/**
 * Starts a session from the login answer: stores it and drops any
 * cached server data of a previous user before the back office opens.
 */
export const logIn = (login: LoginResponse) => (dispatch: Dispatch) => {
  const session = persistSession(login);
  storeScreenLocked(false);
  dispatch(baseApi.util.resetApiState());
  dispatch(sessionStarted(session));
};

/**
 * Signs in again in place, after a 401 (ReauthDialog) or on the lock screen:
 * the fresh token is stored and the page, its cached data and everything
 * typed stay, and what was refused meanwhile is loaded again. Only another
 * user's sign-in drops the cached data.
 */
export const reauthenticate =
  (login: LoginResponse) =>
  (dispatch: ThunkDispatch<unknown, unknown, UnknownAction>, getState: () => { session: SessionState }) => {
    const previous = getState().session.username;
    const session = persistSession(login);
    storeScreenLocked(false);
    if (previous !== login.username) dispatch(baseApi.util.resetApiState());
    dispatch(sessionStarted(session));
    refetchRefusedQueries(dispatch, getState());
  };

/** Locks the back office until the password is entered again (kept across reloads). */
export const lockScreen = () => (dispatch: Dispatch) => {
  storeScreenLocked(true);
  dispatch(screenLocked());
};

/**
 * Sign out (docs/product-rules.md#session-and-sign-out): removes the token, clears session storage, resets the
 * session state.
 */
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
