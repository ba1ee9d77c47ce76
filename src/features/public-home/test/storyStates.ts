import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { serverError } from './problem';

/**
 * MSW overrides for stories: the calls of the public home answered loading
 * (never), empty or failed; without an override a story uses the seeded mock backend.
 */
const never = async () => {
  await delay('infinite');
  return HttpResponse.json([]);
};

const emptyGalleryPage = {
  data: [],
  totalRecords: 0,
  totalPages: 0,
  page: 1,
  pageSize: 6,
  hasNextPage: false,
  hasPreviousPage: false,
};

const PATHS = { parameters: '*/api/general', categories: '*/api/FlowerCategory', gallery: '*/api/Gallery' } as const;
type Call = keyof typeof PATHS;

export const loading = (call: Call): HttpHandler => http.get(PATHS[call], never);
export const failing = (call: Call): HttpHandler => http.get(PATHS[call], serverError);
export const empty = (call: Call): HttpHandler =>
  http.get(PATHS[call], () => HttpResponse.json(call === 'gallery' ? emptyGalleryPage : []));

/** `parameters` of a story whose calls answer with these handlers. */
export function withHandlers(...handlers: HttpHandler[]) {
  return { msw: { handlers } };
}
