import { shopApi } from '@/api/generated/shopApi';
import { changedTags, itemTags, listTags } from '@/lib/api/tags';

/** General parameters: cache tags per parameter id. */
export const parametersApi = shopApi.enhanceEndpoints({
  endpoints: {
    listGeneralParameters: { providesTags: (result) => listTags('GeneralParameters', result, (item) => item.id) },
    getGeneralParameter: { providesTags: (_result, _error, { id }) => itemTags('GeneralParameters', id) },
    createGeneralParameter: { invalidatesTags: [{ type: 'GeneralParameters', id: 'LIST' }] },
    updateGeneralParameter: { invalidatesTags: (_result, _error, { id }) => changedTags('GeneralParameters', id) },
    deleteGeneralParameter: { invalidatesTags: (_result, _error, { id }) => changedTags('GeneralParameters', id) },
  },
});

export const {
  useListGeneralParametersQuery,
  useGetGeneralParameterQuery,
  useCreateGeneralParameterMutation,
  useUpdateGeneralParameterMutation,
  useDeleteGeneralParameterMutation,
} = parametersApi;
