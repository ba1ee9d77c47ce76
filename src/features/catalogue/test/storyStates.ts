import { delay, http, HttpResponse } from 'msw';
import { withHandlers } from '@/test/storyGlobals';

export { withHandlers };

/* Story helpers: the catalogue's calls answered empty, failing or never. */
const failure = () =>
  HttpResponse.json({ type: 'about:blank', title: 'Internal Server Error', status: 500 }, { status: 500 });
const never = async () => {
  await delay('infinite');
  return HttpResponse.json([]);
};

export const categoryList = {
  loading: [http.get('*/api/FlowerCategory', never)],
  empty: [http.get('*/api/FlowerCategory', () => HttpResponse.json([]))],
  error: [http.get('*/api/FlowerCategory', failure)],
};

export const productList = {
  loading: [http.get('*/api/FlowerCategory/:id', never), http.get('*/api/FlowerProduct/category/:id', never)],
  empty: [http.get('*/api/FlowerProduct/category/:id', () => HttpResponse.json([]))],
  error: [http.get('*/api/FlowerCategory/:id', failure), http.get('*/api/FlowerProduct/category/:id', failure)],
};
