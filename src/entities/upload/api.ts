import { shopApi } from '@/api/generated/shopApi';
import { sendsMultipart } from '@/api/multipart';

/**
 * Upload, sent as multipart with field `file` (src/api/multipart.ts). `useUploadImageMutation` from here is the
 * only way the app calls the upload (generated hooks are value-imported only inside `src/entities`).
 */
export const uploadApi = shopApi.enhanceEndpoints({
  endpoints: {
    uploadImage: (definition) => {
      sendsMultipart(definition);
      definition.invalidatesTags = [];
    },
  },
});

export const { useUploadImageMutation } = uploadApi;
