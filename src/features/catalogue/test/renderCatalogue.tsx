import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { issueToken } from '@mocks/handlers/authToken';
import { AppProviders } from '@/app/AppProviders';
import { bundledResources } from '@/app/i18n/bundledResources';
import { initI18n } from '@/app/i18n/initI18n';
import { makeStore } from '@/app/store';
import { ToastHost } from '@/components/feedback/ToastHost';
import { Component as CategoryListPage } from '../pages/CategoryListPage';
import { Component as ProductListPage } from '../pages/ProductListPage';

interface Options {
  lng?: 'id' | 'en';
  /** Sign in as owner (back-office writes need the bearer token). Default true. */
  signedIn?: boolean;
}

/**
 * The catalogue pages alone in a memory router (without the guard and the
 * back-office shell), with the real store, translations, toasts and the MSW
 * mock backend, as `renderRoute` does.
 */
export async function renderCatalogue(path: string, { lng = 'id', signedIn = true }: Options = {}) {
  if (signedIn) localStorage.setItem('token', issueToken('owner'));
  const i18n = await initI18n({ resources: bundledResources(), lng });
  const store = makeStore();
  const withToasts = (element: React.ReactNode) => (
    <>
      {element}
      <ToastHost />
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/app/flower', element: withToasts(<CategoryListPage />) },
      { path: '/app/flower/products/:categoryId', element: withToasts(<ProductListPage />) },
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup({ applyAccept: false });
  const utils = render(
    <AppProviders store={store} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, store, router, i18n, user };
}
