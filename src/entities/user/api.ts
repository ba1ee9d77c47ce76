import { shopApi } from '@/api/generated/shopApi';

/** Auth backend calls (login, account creation): nothing to cache. */
export const authApi = shopApi.enhanceEndpoints({
  endpoints: {
    login: { invalidatesTags: [] },
    createUser: { invalidatesTags: [] },
  },
});

export const { useLoginMutation, useCreateUserMutation } = authApi;
