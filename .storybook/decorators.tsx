import type { Decorator } from '@storybook/react-vite';
import type { i18n } from 'i18next';
import { useEffect, useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../src/app/AppProviders';
import { bundledResources } from '../src/app/i18n/bundledResources';
import { initI18n } from '../src/app/i18n/initI18n';
import { makeStore } from '../src/app/store';
import { ToastHost } from '../src/components/feedback/ToastHost';
import { setRuntimeConfig } from '../src/lib/config/runtimeConfig';
import '../src/styles/theme.css';

/** Per-story route: the story renders at `path`, opened at `initialEntry`. */
export interface RouteParameter {
  path?: string;
  initialEntry?: string;
}

setRuntimeConfig({
  useMocks: true,
  shopApiBaseUrl: globalThis.location?.origin ?? '',
  authApiBaseUrl: globalThis.location?.origin ?? '',
});

function WithI18n({ lng, children }: { lng: string; children: (instance: i18n) => ReactNode }) {
  const [instance, setInstance] = useState<i18n | null>(null);
  useEffect(() => {
    let live = true;
    void initI18n({ resources: bundledResources(), lng }).then((created) => live && setInstance(created));
    return () => {
      live = false;
    };
  }, [lng]);
  return instance ? <>{children(instance)}</> : null;
}

/** App providers (fresh store, translations in the chosen locale) and a memory router. */
export const withAppProviders: Decorator = (Story, context) => {
  const lng = (context.globals.locale as string | undefined) ?? 'id';
  const route = (context.parameters.route ?? {}) as RouteParameter;
  return (
    <WithI18n lng={lng}>
      {(instance) => {
        const store = makeStore();
        const router = createMemoryRouter(
          [
            {
              path: route.path ?? '*',
              element: (
                <>
                  <Story />
                  <ToastHost />
                </>
              ),
            },
          ],
          { initialEntries: [route.initialEntry ?? route.path ?? '/'] },
        );
        return (
          <AppProviders store={store} i18n={instance}>
            <RouterProvider router={router} />
          </AppProviders>
        );
      }}
    </WithI18n>
  );
};
