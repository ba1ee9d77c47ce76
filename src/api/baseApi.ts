import {
  createApi,
  fetchBaseQuery,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { getRuntimeConfig, joinUrl } from '@/lib/config/runtimeConfig';
import { unauthorizedResponse, type UnauthorizedRequest } from './apiEvents';
import { readAuthToken } from './authToken';
import { backendReady } from './backendReady';

const REDUCER_PATH = 'api';

/** Paths served by the separate auth backend (openapi.yaml, tag Auth). */
export function isAuthBackendPath(url: string): boolean {
  return url.startsWith('/auth/') || url.startsWith('/users/');
}

/** A mutation is a write; a query is a refresh when its cache entry already holds data, else a first load. */
function requestKind(api: BaseQueryApi): UnauthorizedRequest {
  if (api.type === 'mutation') return 'write';
  const state = api.getState() as { [REDUCER_PATH]?: { queries?: Record<string, { data?: unknown } | undefined> } };
  const cached = api.queryCacheKey ? state[REDUCER_PATH]?.queries?.[api.queryCacheKey]?.data : undefined;
  return cached === undefined ? 'load' : 'refresh';
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
    api.dispatch(unauthorizedResponse({ endpoint: api.endpoint, request: requestKind(api) }));
  }
  return result;
};

export const baseApi = createApi({
  reducerPath: REDUCER_PATH,
  baseQuery: dynamicBaseQuery,
  endpoints: () => ({}),
});
