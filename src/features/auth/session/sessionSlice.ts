import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { StoredSession } from './sessionPersistence';
import { readScreenLocked, readStoredSession } from './sessionPersistence';

/** Why the last session ended: signed out by the user, or a 401 from the backend. */
export type SessionEndReason = 'signedOut' | 'expired';

export interface SessionState extends StoredSession {
  endReason: SessionEndReason | null;
  /**
   * A call was refused (401) while the page had something to keep: the page
   * stays and the password is asked again in place (ReauthDialog).
   */
  reauthRequired: boolean;
  /** The lock screen covers the back office until the password is entered again. */
  locked: boolean;
}

const signedOutState = (endReason: SessionEndReason | null): SessionState => ({
  token: null,
  username: null,
  role: null,
  idCustomer: null,
  endReason,
  reauthRequired: false,
  locked: false,
});

/**
 * The back-office session in Redux: the same token, username, role and
 * customer id as localStorage (read when a store is created), and two client
 * states over it: a sign-in asked again in place, and the lock screen. Writes
 * to storage happen in the thunks of `sessionThunks.ts`, never in reducers.
 */
export const sessionSlice = createSlice({
  name: 'session',
  initialState: (): SessionState => ({
    ...readStoredSession(),
    endReason: null,
    reauthRequired: false,
    locked: readScreenLocked(),
  }),
  reducers: {
    sessionStarted(_state, action: PayloadAction<StoredSession>) {
      return { ...action.payload, endReason: null, reauthRequired: false, locked: false };
    },
    sessionEnded(_state, action: PayloadAction<SessionEndReason>) {
      return signedOutState(action.payload);
    },
    reauthRequested(state) {
      state.reauthRequired = true;
    },
    screenLocked(state) {
      state.locked = true;
    },
  },
  selectors: {
    selectSession: (state) => state,
    selectUsername: (state) => state.username,
    selectRole: (state) => state.role,
    selectReauthRequired: (state) => Boolean(state.token) && state.reauthRequired,
    selectScreenLocked: (state) => Boolean(state.token) && state.locked,
  },
});

export const { sessionStarted, sessionEnded, reauthRequested, screenLocked } = sessionSlice.actions;
export const { selectSession, selectUsername, selectRole, selectReauthRequired, selectScreenLocked } =
  sessionSlice.selectors;
