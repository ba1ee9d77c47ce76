import { createListenerMiddleware } from '@reduxjs/toolkit';
import { unauthorizedResponse } from '@/api/apiEvents';
import { reauthRequested, type SessionState } from './sessionSlice';
import { expireSession } from './sessionThunks';

interface SessionRoot {
  session: SessionState;
}

/**
 * A 401 answered to a call that carried a token (docs/product-rules.md#session-and-sign-out):
 * - while the page has something to keep — a save, or data already on
 *   screen being refreshed — the page stays and the password is asked again
 *   in place (ReauthDialog), after which the save can be retried;
 * - when the page's first load is refused there is nothing to keep: the
 *   session ends and the route guard sends the user to login with where they
 *   were as `returnTo`.
 * Several calls failing at once act only once. One instance per store.
 */
export function createSessionListenerMiddleware() {
  const listener = createListenerMiddleware<SessionRoot>();
  listener.startListening({
    actionCreator: unauthorizedResponse,
    effect: ({ payload }, api) => {
      const { token, reauthRequired } = api.getState().session;
      if (!token || reauthRequired) return;
      api.dispatch(payload.request === 'load' ? expireSession() : reauthRequested());
    },
  });
  return listener.middleware;
}
