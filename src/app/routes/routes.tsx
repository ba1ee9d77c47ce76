import { Navigate, type RouteObject } from 'react-router';
import type { RouteHandle } from './routeHandle';

const placeholder = () => import('./PlaceholderRoute');

function page(path: string, titleKey: string, lazy: RouteObject['lazy'] = placeholder): RouteObject {
  const handle: RouteHandle = { titleKey };
  return { path, handle, lazy };
}

/**
 * Every route of spec §2's table. Each area (public, auth, back office) is
 * its own lazily loaded chunk; screens not built yet render a marked
 * placeholder with their title.
 */
export const routes: RouteObject[] = [
  {
    lazy: () => import('./RootRoute'),
    children: [
      { index: true, element: <Navigate to="/public/home" replace /> },
      { path: 'home', element: <Navigate to="/public/home" replace /> },
      {
        path: 'public',
        lazy: () => import('../layouts/PublicLayout'),
        children: [
          { index: true, element: <Navigate to="home" replace /> },
          page('home', 'publicHome'),
          page('fleur/order', 'flowerOrder'),
        ],
      },
      {
        path: 'auth',
        lazy: () => import('../layouts/AuthLayout'),
        children: [
          { index: true, element: <Navigate to="login" replace /> },
          page('login', 'login'),
          page('cover-register', 'coverRegister'),
        ],
      },
      {
        path: 'app',
        lazy: () => import('../layouts/AppLayout'),
        children: [
          // "app | empty | redirect to home": the back office's home is Manage
          // Product, where the route guard also lands signed-in users (§4).
          { index: true, element: <Navigate to="flower" replace /> },
          page('analytics', 'analytics'),
          page('tables', 'tables'),
          page('akun/create', 'accountCreate'),
          page('berita', 'news'),
          page('berita/create', 'newsCreate'),
          page('gallery', 'gallery'),
          page('gallery/create', 'galleryCreate'),
          page('gallery/edit/:id', 'galleryEdit'),
          page('general', 'general'),
          page('general/create', 'generalCreate'),
          page('general/edit/:id', 'generalEdit'),
          page('apps', 'apps'),
          page('flower', 'flower'),
          page('flower/products/:categoryId', 'flowerProducts'),
          page('orders', 'orders'),
          page('LandingLaporan', 'reports'),
          page('customer', 'customer'),
          page('marketing', 'marketing'),
        ],
      },
      page('*', 'notFound', () => import('./NotFoundRoute')),
    ],
  },
];
