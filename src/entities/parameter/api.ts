import { shopApi } from '@/api/generated/shopApi';
import { changedTags, itemTags, listTags, TAG } from '@/lib/api/tags';

/** General parameters: cache tags per parameter id. */
export const parametersApi = shopApi.enhanceEndpoints({
  endpoints: {
    listGeneralParameters: { providesTags: (result) => listTags(TAG.parameters, result, (item) => item.id) },
    getGeneralParameter: { providesTags: (_result, _error, { id }) => itemTags(TAG.parameters, id) },
    createGeneralParameter: { invalidatesTags: [{ type: TAG.parameters, id: 'LIST' }] },
    updateGeneralParameter: { invalidatesTags: (_result, _error, { id }) => changedTags(TAG.parameters, id) },
    deleteGeneralParameter: { invalidatesTags: (_result, _error, { id }) => changedTags(TAG.parameters, id) },
  },
});

export const {
  useListGeneralParametersQuery,
  useGetGeneralParameterQuery,
  useCreateGeneralParameterMutation,
  useUpdateGeneralParameterMutation,
  useDeleteGeneralParameterMutation,
} = parametersApi;
