import { shopApi } from '@/api/generated/shopApi';
import { changedTags, itemTags, listTags, TAG } from '@/lib/api/tags';

const CATEGORY_LISTS = { type: TAG.category, id: 'LIST' } as const;
const PRODUCT_LISTS = { type: TAG.product, id: 'LIST' } as const;

/**
 * Categories and products. A category embeds its products (flowerProducts),
 * so any product change also refreshes the category lists and that category.
 */
export const catalogueApi = shopApi.enhanceEndpoints({
  endpoints: {
    listFlowerCategories: { providesTags: (result) => listTags(TAG.category, result, (item) => item.categoryID) },
    searchFlowerCategories: { providesTags: (result) => listTags(TAG.category, result, (item) => item.categoryID) },
    listPopularFlowerCategories: {
      providesTags: (result) => listTags(TAG.category, result, (item) => item.categoryID),
    },
    getFlowerCategory: { providesTags: (_result, _error, { id }) => itemTags(TAG.category, id) },
    createFlowerCategory: { invalidatesTags: [CATEGORY_LISTS] },
    updateFlowerCategory: {
      invalidatesTags: (_result, _error, { id }) => changedTags(TAG.category, id),
      // The popular star shows the value sent at once (docs/product-rules.md#category-form), and the old one again if
      // the server refuses.
      async onQueryStarted({ id, flowerCategoryUpdate: { isPopular } }, { dispatch, queryFulfilled }) {
        if (isPopular === undefined) return;
        const patch = dispatch(
          shopApi.util.updateQueryData('listFlowerCategories', undefined, (categories) => {
            const cached = categories.find((category) => category.categoryID === id);
            if (cached) cached.isPopular = isPopular;
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    },
    deleteFlowerCategory: {
      invalidatesTags: (_result, _error, { id }) => [...changedTags(TAG.category, id), PRODUCT_LISTS],
    },
    listFlowerProducts: { providesTags: (result) => listTags(TAG.product, result, (item) => item.productID) },
    listFlowerProductsByCategory: {
      providesTags: (result, _error, { categoryId }) => [
        ...listTags(TAG.product, result, (item) => item.productID),
        { type: TAG.category, id: categoryId },
      ],
    },
    getFlowerProduct: { providesTags: (_result, _error, { id }) => itemTags(TAG.product, id) },
    createFlowerProduct: {
      invalidatesTags: (_result, _error, { flowerProductInput }) => [
        PRODUCT_LISTS,
        ...changedTags(TAG.category, flowerProductInput.categoryID),
      ],
    },
    updateFlowerProduct: {
      invalidatesTags: (_result, _error, { id, flowerProductUpdate }) => [
        ...changedTags(TAG.product, id),
        ...changedTags(TAG.category, flowerProductUpdate.categoryID),
      ],
    },
    deleteFlowerProduct: {
      invalidatesTags: (_result, _error, { id }) => [...changedTags(TAG.product, id), CATEGORY_LISTS],
    },
  },
});

/** The hooks in use; every endpoint keeps its tags above, so a new screen only adds its hook here. */
export const {
  useListFlowerCategoriesQuery,
  useGetFlowerCategoryQuery,
  useCreateFlowerCategoryMutation,
  useUpdateFlowerCategoryMutation,
  useDeleteFlowerCategoryMutation,
  useListFlowerProductsByCategoryQuery,
  useListFlowerProductsQuery,
  useGetFlowerProductQuery,
  useCreateFlowerProductMutation,
  useUpdateFlowerProductMutation,
  useDeleteFlowerProductMutation,
} = catalogueApi;

/** Fetches a category's products ahead (the order wizard's next step), unless they are in the cache already. */
export const usePrefetchCategoryProducts = () => catalogueApi.usePrefetch('listFlowerProductsByCategory');
