import type { DefinitionsFromApi, OverrideResultType, TagTypesFromApi } from '@reduxjs/toolkit/query';
import { shopApi, type GalleryImage, type GalleryImageResponse } from '@/api/generated/shopApi';
import { unwrapEnvelope } from '@/lib/api/unwrapEnvelope';
import { changedTags, itemTags, listTags } from '@/lib/api/tags';

type Definitions = DefinitionsFromApi<typeof shopApi>;
type GalleryDefinitions = Omit<Definitions, 'getGalleryImage'> & {
  getGalleryImage: OverrideResultType<Definitions['getGalleryImage'], GalleryImage>;
};

/** Gallery: per-image tags, and one read of an image whether it comes directly or wrapped in { success, data }. */
export const galleryApi = shopApi.enhanceEndpoints<TagTypesFromApi<typeof shopApi>, GalleryDefinitions>({
  endpoints: {
    listGalleryImages: { providesTags: (result) => listTags('Gallery', result?.data, (image) => image.id) },
    getGalleryImage: {
      transformResponse: (response: GalleryImageResponse) => unwrapEnvelope(response),
      providesTags: (_result, _error, { id }) => itemTags('Gallery', id),
    },
    createGalleryImage: { invalidatesTags: [{ type: 'Gallery', id: 'LIST' }] },
    updateGalleryImage: { invalidatesTags: (_result, _error, { id }) => changedTags('Gallery', id) },
    updateGalleryImageOrder: { invalidatesTags: (_result, _error, { id }) => changedTags('Gallery', id) },
    deleteGalleryImage: { invalidatesTags: (_result, _error, { id }) => changedTags('Gallery', id) },
  },
});

export const {
  useListGalleryImagesQuery,
  useGetGalleryImageQuery,
  useCreateGalleryImageMutation,
  useUpdateGalleryImageMutation,
  useUpdateGalleryImageOrderMutation,
  useDeleteGalleryImageMutation,
} = galleryApi;
