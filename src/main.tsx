import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import 'bootstrap/dist/css/bootstrap.min.css';
import 'bootstrap-icons/font/bootstrap-icons.min.css';
import './styles/theme.css';
import { AppProviders } from './app/AppProviders';
import { initI18n } from './app/i18n/initI18n';
import { routes } from './app/routes/routes';
import { makeStore } from './app/store';
import { loadRuntimeConfig } from './lib/config/runtimeConfig';

async function start() {
  const config = await loadRuntimeConfig();
  if (config.useMocks) {
    // The mock backend (msw, faker, seed) is its own chunk, loaded only here.
    const { startMockBackend } = await import('../mocks/browser');
    await startMockBackend();
  }
  const i18n = await initI18n();
  const store = makeStore();
  const router = createBrowserRouter(routes);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders store={store} i18n={i18n}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
