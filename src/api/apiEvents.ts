import { createAction } from '@reduxjs/toolkit';

/**
 * Dispatched by the base query when a call that carried a token is answered
 * 401. The session feature listens to it to sign the user out and send them
 * back to login (it lives here so the API layer never imports a feature).
 */
export const unauthorizedResponse = createAction<{ endpoint: string }>('api/unauthorizedResponse');
