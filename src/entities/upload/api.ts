import { shopApi } from '@/api/generated/shopApi';

/**
 * Upload: the generated call sends `{ file }` as JSON; the backend takes multipart with field `file`.
 * `useUploadImageMutation` from here is the only way the app calls the upload (generated hooks are
 * value-imported only inside `src/entities`), so every upload goes through this FormData body.
 */
export const uploadApi = shopApi.enhanceEndpoints({
  endpoints: {
    uploadImage: {
      query: ({ uploadImageRequest }) => {
        const body = new FormData();
        body.append('file', uploadImageRequest.file as Blob);
        return { url: '/api/Upload', method: 'POST', body };
      },
      invalidatesTags: [],
    },
  },
});

export const { useUploadImageMutation } = uploadApi;
