import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { getRuntimeConfig, joinUrl } from '@/lib/config/runtimeConfig';
import { readAuthToken } from './authToken';
import { backendReady } from './backendReady';
import { unauthorizedResponse } from './apiEvents';

/** Paths served by the separate auth backend (openapi.yaml, tag Auth). */
export function isAuthBackendPath(url: string): boolean {
  return url.startsWith('/auth/') || url.startsWith('/users/');
}

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '',
  prepareHeaders: (headers) => {
    const token = readAuthToken();
    if (token && !headers.has('Authorization')) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

/**
 * One base query for both backends: the generated endpoints carry bare paths
 * and this picks the shop or auth base URL from the runtime configuration,
 * adds the bearer token, and reports a 401 on an authenticated call. Calls
 * wait until the backend is up (the in-browser mock starts beside the render).
 */
export const dynamicBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  await backendReady();
  const config = getRuntimeConfig();
  const request = typeof args === 'string' ? { url: args } : args;
  const base = isAuthBackendPath(request.url) ? config.authApiBaseUrl : config.shopApiBaseUrl;
  const hadToken = Boolean(readAuthToken());
  const result = await rawBaseQuery({ ...request, url: joinUrl(base, request.url) }, api, extraOptions);
  if (result.error?.status === 401 && hadToken && api.endpoint !== 'login') {
    api.dispatch(unauthorizedResponse({ endpoint: api.endpoint }));
  }
  return result;
};

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: dynamicBaseQuery,
  endpoints: () => ({}),
});
