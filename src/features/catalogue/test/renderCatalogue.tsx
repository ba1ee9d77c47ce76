import { renderPages, type RenderPagesOptions } from '@/test/renderPages';
import { Component as CategoryListPage } from '../pages/CategoryListPage';
import { Component as ProductListPage } from '../pages/ProductListPage';

/** The catalogue pages alone (see renderPages), as `renderRoute` would show them inside the back office. */
export function renderCatalogue(path: string, options: RenderPagesOptions = {}) {
  return renderPages(
    [
      { path: '/app/flower', element: <CategoryListPage /> },
      { path: '/app/flower/products/:categoryId', element: <ProductListPage /> },
    ],
    path,
    options,
  );
}
