import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { StoredSession } from './sessionPersistence';
import { readStoredSession } from './sessionPersistence';

/** Why the last session ended: signed out by the user, or a 401 from the backend. */
export type SessionEndReason = 'signedOut' | 'expired';

export interface SessionState extends StoredSession {
  endReason: SessionEndReason | null;
}

const signedOutState = (endReason: SessionEndReason | null): SessionState => ({
  token: null,
  username: null,
  role: null,
  idCustomer: null,
  endReason,
});

/**
 * The back-office session in Redux: the same token, username, role and
 * customer id as localStorage (read when a store is created). Writes to
 * storage happen in the thunks of `sessionThunks.ts`, never in reducers.
 */
export const sessionSlice = createSlice({
  name: 'session',
  initialState: (): SessionState => ({ ...readStoredSession(), endReason: null }),
  reducers: {
    sessionStarted(_state, action: PayloadAction<StoredSession>) {
      return { ...action.payload, endReason: null };
    },
    sessionEnded(_state, action: PayloadAction<SessionEndReason>) {
      return signedOutState(action.payload);
    },
  },
  selectors: {
    selectSession: (state) => state,
    selectUsername: (state) => state.username,
    selectRole: (state) => state.role,
  },
});

export const { sessionStarted, sessionEnded } = sessionSlice.actions;
export const { selectSession, selectUsername, selectRole } = sessionSlice.selectors;
