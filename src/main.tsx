import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import 'bootstrap/dist/css/bootstrap.min.css';
import 'bootstrap-icons/font/bootstrap-icons.min.css';
import './styles/theme.css';
import { AppProviders } from './app/AppProviders';
import { initI18n } from './app/i18n/initI18n';
import { routes } from './app/routes/routes';
import { makeStore } from './app/store';
import { loadRuntimeConfig } from './lib/config/runtimeConfig';

/** Starts the in-browser mock backend; msw, faker and the seed are their own chunks, loaded only here. */
async function startMocks(): Promise<ComponentType> {
  const [{ startMockBackend }, { MockPanel }] = await Promise.all([import('../mocks/browser'), import('../mocks/ui/MockPanel')]);
  await startMockBackend();
  return MockPanel;
}

async function start() {
  const config = await loadRuntimeConfig();
  const MockPanel = config.useMocks ? await startMocks() : null;
  const i18n = await initI18n();
  const store = makeStore();
  const router = createBrowserRouter(routes);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders store={store} i18n={i18n}>
        <RouterProvider router={router} />
        {MockPanel && <MockPanel />}
      </AppProviders>
    </StrictMode>,
  );
}

void start();
