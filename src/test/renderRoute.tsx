import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '@/app/AppProviders';
import { bundledResources } from '@/app/i18n/bundledResources';
import { initI18n } from '@/app/i18n/initI18n';
import { routes } from '@/app/routes/routes';
import { makeStore } from '@/app/store';

interface Options {
  lng?: 'id' | 'en';
}

/** Renders the real app (routes, store, translations) at `path`, over the MSW mock backend. */
export async function renderRoute(path: string, { lng = 'id' }: Options = {}) {
  const i18n = await initI18n({ resources: bundledResources(), lng });
  const store = makeStore();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const utils = render(
    <AppProviders store={store} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, store, router, i18n, user };
}
