import { delay, http, HttpResponse } from 'msw';
import { withHandlers } from '@/test/storyGlobals';

export { withHandlers };

/** Story helpers: the gallery's calls answered empty, failing or never. */
const failure = () =>
  HttpResponse.json({ type: 'about:blank', title: 'Internal Server Error', status: 500 }, { status: 500 });
const never = async () => {
  await delay('infinite');
  return HttpResponse.json({});
};
const emptyPage = {
  data: [],
  totalRecords: 0,
  totalPages: 0,
  page: 1,
  pageSize: 6,
  hasNextPage: false,
  hasPreviousPage: false,
};

export const galleryList = {
  loading: [http.get('*/api/Gallery', never)],
  empty: [http.get('*/api/Gallery', () => HttpResponse.json(emptyPage))],
  error: [http.get('*/api/Gallery', failure)],
};

export const galleryImage = {
  failed: [http.get('*/api/Gallery/:id', failure)],
};

/** A picture for the form stories (a seeded mock asset). */
export const STORY_PICTURE = '/mock-assets/gallery/gallery-05.jpg';

/** A file of `bytes` bytes (the content is never read). */
export function storyFile(name: string, type: string, bytes = 1024): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}
