import { createAction } from '@reduxjs/toolkit';

/**
 * What a 401 interrupted: a write (the user was saving), a refresh of data
 * already on screen (polling, a refetch after a change), or the first load of
 * data the page has not shown yet.
 */
export type UnauthorizedRequest = 'write' | 'refresh' | 'load';

/**
 * Dispatched by the base query when a call that carried a token is answered
 * 401. The session feature listens to it: it asks for the password again in
 * place, or signs the user out to login when nothing is on screen yet (it
 * lives here so the API layer never imports a feature).
 */
export const unauthorizedResponse = createAction<{ endpoint: string; request: UnauthorizedRequest }>(
  'api/unauthorizedResponse',
);
