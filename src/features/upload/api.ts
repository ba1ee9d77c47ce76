import { shopApi } from '@/api/generated/shopApi';

/** Upload: the generated call sends `{ file }` as JSON; the backend takes multipart with field `file`. */
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
