import type { DefinitionsFromApi, OverrideResultType, TagTypesFromApi } from '@reduxjs/toolkit/query';
import { shopApi, type GalleryImage, type GalleryImageResponse } from '@/api/generated/shopApi';
import { changedTags, itemTags, listTags, TAG } from '@/lib/api/tags';
import { unwrapEnvelope } from '@/lib/api/unwrapEnvelope';

type Definitions = DefinitionsFromApi<typeof shopApi>;
type GalleryDefinitions = Omit<Definitions, 'getGalleryImage'> & {
  getGalleryImage: OverrideResultType<Definitions['getGalleryImage'], GalleryImage>;
};

type Lifecycle = { dispatch: (action: unknown) => unknown; getState: () => unknown; queryFulfilled: Promise<unknown> };
type Patch = { undo: () => void };

/**
 * Shows a change to one image at once in every cached page of the gallery,
 * and puts the old values back if the server refuses; the pages load again
 * either way (tags).
 */
async function showAtOnce(
  { dispatch, getState, queryFulfilled }: Lifecycle,
  id: number,
  change: (image: GalleryImage) => void,
) {
  const cachedPages = shopApi.util.selectCachedArgsForQuery(
    getState() as Parameters<typeof shopApi.util.selectCachedArgsForQuery>[0],
    'listGalleryImages',
  );
  const patches = cachedPages.map(
    (args) =>
      dispatch(
        shopApi.util.updateQueryData('listGalleryImages', args, (page) => {
          const image = page.data?.find((candidate) => candidate.id === id);
          if (image) change(image);
        }),
      ) as Patch,
  );
  try {
    await queryFulfilled;
  } catch {
    patches.forEach((patch) => patch.undo());
  }
}

/** Gallery: per-image tags, and one read of an image whether it comes directly or wrapped in { success, data }. */
export const galleryApi = shopApi.enhanceEndpoints<TagTypesFromApi<typeof shopApi>, GalleryDefinitions>({
  endpoints: {
    listGalleryImages: { providesTags: (result) => listTags(TAG.gallery, result?.data, (image) => image.id) },
    getGalleryImage: {
      transformResponse: (response: GalleryImageResponse) => unwrapEnvelope(response),
      providesTags: (_result, _error, { id }) => itemTags(TAG.gallery, id),
    },
    createGalleryImage: { invalidatesTags: [{ type: TAG.gallery, id: 'LIST' }] },
    updateGalleryImage: {
      invalidatesTags: (_result, _error, { id }) => changedTags(TAG.gallery, id),
      // The active toggle (and an edit) shows at once on the list's cards.
      onQueryStarted: ({ id, galleryImageUpdate }, api) =>
        showAtOnce(api, id, (image) => {
          if (galleryImageUpdate.isActive !== undefined) image.isActive = galleryImageUpdate.isActive;
          if (galleryImageUpdate.displayOrder !== undefined) image.displayOrder = galleryImageUpdate.displayOrder;
        }),
    },
    updateGalleryImageOrder: {
      invalidatesTags: (_result, _error, { id }) => changedTags(TAG.gallery, id),
      onQueryStarted: ({ id, galleryOrderUpdate }, api) =>
        showAtOnce(api, id, (image) => {
          image.displayOrder = galleryOrderUpdate.displayOrder;
        }),
    },
    deleteGalleryImage: { invalidatesTags: (_result, _error, { id }) => changedTags(TAG.gallery, id) },
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
