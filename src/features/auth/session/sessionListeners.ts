import { createListenerMiddleware } from '@reduxjs/toolkit';
import { unauthorizedResponse } from '@/api/apiEvents';
import { expireSession } from './sessionThunks';
import type { SessionState } from './sessionSlice';

interface SessionRoot {
  session: SessionState;
}

/**
 * A 401 answered to a call that carried a token ends the session; the route
 * guard then sends the user to login with where they were as `returnTo`.
 * Several calls failing at once end it only once. One instance per store.
 */
export function createSessionListenerMiddleware() {
  const listener = createListenerMiddleware<SessionRoot>();
  listener.startListening({
    actionCreator: unauthorizedResponse,
    effect: (_action, api) => {
      if (!api.getState().session.token) return;
      api.dispatch(expireSession());
    },
  });
  return listener.middleware;
}
