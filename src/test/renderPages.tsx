import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '@/app/AppProviders';
import { bundledResources } from '@/app/i18n/bundledResources';
import { initI18n } from '@/app/i18n/initI18n';
import { makeStore } from '@/app/store';
import { ToastHost } from '@/components/feedback/ToastHost';
import { issueToken } from '@mocks/handlers/authToken';

export interface RenderPagesOptions {
  lng?: 'id' | 'en';
  /** Sign in as owner first (back-office writes need the bearer token). Default true. */
  signedIn?: boolean;
}

/**
 * A feature's pages alone in a memory router (without the guard and the
 * back-office shell), with the real store, translations, toasts and the MSW
 * mock backend — for tests that need no more than the pages themselves
 * (`renderRoute` renders the whole app).
 */
export async function renderPages(
  pages: RouteObject[],
  path: string,
  { lng = 'id', signedIn = true }: RenderPagesOptions = {},
) {
  if (signedIn) localStorage.setItem('token', issueToken('owner'));
  const i18n = await initI18n({ resources: bundledResources(), lng });
  const store = makeStore();
  const withToasts = (element: ReactNode) => (
    <>
      {element}
      <ToastHost />
    </>
  );
  const router = createMemoryRouter(
    pages.map((page) => ({ ...page, element: withToasts(page.element) })),
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

/** The app's store, for slice tests. */
export function createTestStore() {
  return makeStore();
}
