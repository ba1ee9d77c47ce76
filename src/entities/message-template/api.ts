import { shopApi } from '@/api/generated/shopApi';
import { APP_TAG_TYPES, TAG } from '@/lib/api/tags';

/**
 * The right words (proposed; openapi.yaml tag MessageTemplates, docs/product-rules.md#the-right-words-proposed): the
 * shop's templates for a bunga papan and a card, by occasion and religion, and the symbols each religion allows. A
 * backend without them answers 404 or 501 (src/lib/api/unsupportedCall.ts); the wizard then keeps one 'Instruksi
 * Khusus' box and offers no template, and the back office shows no templates screen.
 *
 * Tags (`TAG.words`): `templates` every template list (a change reloads them all), `symbols` the symbols. Templates
 * change rarely: a list stays five minutes once unused.
 */
const TEMPLATES = { type: TAG.words, id: 'templates' } as const;
const SYMBOLS = { type: TAG.words, id: 'symbols' } as const;

export const messageTemplateApi = shopApi.enhanceEndpoints({
  addTagTypes: APP_TAG_TYPES,
  endpoints: {
    listMessageTemplates: { providesTags: [TEMPLATES], keepUnusedDataFor: 300 },
    listBoardSymbols: { providesTags: [SYMBOLS], keepUnusedDataFor: 300 },
    createMessageTemplate: { invalidatesTags: (_result, error) => (error ? [] : [TEMPLATES]) },
    updateMessageTemplate: { invalidatesTags: (_result, error) => (error ? [] : [TEMPLATES]) },
    deleteMessageTemplate: { invalidatesTags: (_result, error) => (error ? [] : [TEMPLATES]) },
  },
});

export const {
  useListMessageTemplatesQuery,
  useListBoardSymbolsQuery,
  useCreateMessageTemplateMutation,
  useUpdateMessageTemplateMutation,
  useDeleteMessageTemplateMutation,
} = messageTemplateApi;
