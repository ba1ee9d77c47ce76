import { Navigate, type RouteObject } from 'react-router-dom';
import type { RouteHandle } from './routeHandle';

const placeholder = () => import('./PlaceholderRoute');
const accessGuard = () => import('@/features/auth/components/AccessGuard');

function page(
  path: string,
  titleKey: string,
  lazy: RouteObject['lazy'] = placeholder,
  seo?: RouteHandle['seo'],
): RouteObject {
  const handle: RouteHandle = seo ? { titleKey, seo } : { titleKey };
  return { path, handle, lazy };
}

/**
 * Every route of docs/product-rules.md#routes-and-page-titles. Each area
 * (public, auth, back office) is its own lazily loaded chunk; screens not built
 * yet render a marked placeholder with their title.
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
          page('home', 'publicHome', () => import('@/features/public-home/pages/HomePage'), {
            descriptionKey: 'descriptions.publicHome',
            jsonLd: 'florist',
          }),
          page('fleur/order', 'flowerOrder', () => import('@/features/order-wizard/pages/OrderWizardPage'), {
            descriptionKey: 'descriptions.flowerOrder',
          }),
          page('pesanan/:orderID', 'orderPage', () => import('@/features/order-page/pages/OrderPage')),
        ],
      },
      {
        path: 'auth',
        lazy: () => import('../layouts/AuthLayout'),
        children: [
          { index: true, element: <Navigate to="login" replace /> },
          // The route guard also covers the login page: signed-in users go to /app/flower
          // (docs/product-rules.md#route-guard).
          {
            lazy: accessGuard,
            children: [
              page('login', 'login', () => import('@/features/auth/pages/LoginPage')),
              // The lock screen (user menu): for signed-in users; unlocking returns to `returnTo`.
              page('boxed-lockscreen', 'lockScreen', () => import('@/features/auth/pages/LockScreenPage')),
            ],
          },
          page('cover-register', 'coverRegister', () => import('@/features/auth/pages/CoverRegisterPage')),
        ],
      },
      {
        // Guarded before the back-office layout loads: without access nothing of the shell shows.
        lazy: accessGuard,
        children: [
          {
            // Print pages: guarded like /app, without the back-office shell.
            path: 'app/orders/print',
            lazy: () => import('../layouts/PrintLayout'),
            children: [
              page('tickets', 'printTickets', () => import('@/features/order-print/pages/TicketsPrintPage')),
              page('manifest', 'printManifest', () => import('@/features/order-print/pages/ManifestPrintPage')),
            ],
          },
          {
            // The Driver's run (the proposed Driver role): its own frame, without the back office's.
            path: 'app/run',
            handle: { titleKey: 'driverRun' } satisfies RouteHandle,
            lazy: () => import('../layouts/RunLayout'),
          },
          {
            lazy: () => import('../layouts/AppLayout'),
            children: [
              // The user menu's pages, in the same frame as /app so it stays mounted between them.
              page('users/profile', 'profile', () => import('@/features/auth/pages/ProfilePage')),
              page('apps/mailbox', 'mailbox', () => import('@/features/shell/pages/InboxPage')),
              {
                path: 'app',
                children: [
                  // "app | empty | redirect to home": the back office's home is Manage
                  // Product, where the route guard also lands signed-in users.
                  { index: true, element: <Navigate to="flower" replace /> },
                  page('analytics', 'analytics', () => import('@/features/analytics/pages/AnalyticsPage')),
                  page('tables', 'tables', () => import('@/features/template/demo-tables/pages/TablesPage')),
                  page('akun', 'accounts', () => import('@/features/accounts/pages/AccountsPage')),
                  page('akun/create', 'accountCreate', () => import('@/features/accounts/pages/AccountCreatePage')),
                  page('berita', 'news', () => import('@/features/template/news/pages/NewsListPage')),
                  page('berita/create', 'newsCreate', () => import('@/features/template/news/pages/NewsCreatePage')),
                  page('gallery', 'gallery', () => import('@/features/gallery-admin/pages/GalleryListPage')),
                  page(
                    'gallery/create',
                    'galleryCreate',
                    () => import('@/features/gallery-admin/pages/GalleryCreatePage'),
                  ),
                  page(
                    'gallery/edit/:id',
                    'galleryEdit',
                    () => import('@/features/gallery-admin/pages/GalleryEditPage'),
                  ),
                  page('general', 'general', () => import('@/features/parameters-admin/pages/ParameterListPage')),
                  page(
                    'general/create',
                    'generalCreate',
                    () => import('@/features/parameters-admin/pages/ParameterCreatePage'),
                  ),
                  page(
                    'general/edit/:id',
                    'generalEdit',
                    () => import('@/features/parameters-admin/pages/ParameterEditPage'),
                  ),
                  page('apps', 'apps', () => import('@/features/template/apps/pages/AppsPage')),
                  page(
                    'apps/booking-confirmation',
                    'bookingConfirmation',
                    () => import('@/features/template/booking/pages/BookingConfirmationPage'),
                  ),
                  page('flower', 'flower', () => import('@/features/catalogue/pages/CategoryListPage')),
                  page(
                    'flower/products/:categoryId',
                    'flowerProducts',
                    () => import('@/features/catalogue/pages/ProductListPage'),
                  ),
                  page('orders', 'orders', () => import('./OrderManagementPage')),
                  page('delivery', 'delivery', () => import('@/features/delivery-admin/pages/DeliverySettingsPage')),
                  page(
                    'payments',
                    'paymentReceipts',
                    () => import('@/features/payment-receipts/pages/PaymentReceiptsPage'),
                  ),
                  // Proposed (tag Gateway): shown only when the backend has the payment settings.
                  page(
                    'payment-settings',
                    'paymentSettings',
                    () => import('@/features/payment-settings/pages/PaymentSettingsPage'),
                  ),
                  // Proposed (tag MessageTemplates): shown only when the backend has the message templates.
                  page(
                    'message-templates',
                    'messageTemplates',
                    () => import('@/features/message-templates/pages/MessageTemplatesPage'),
                  ),
                  page('LandingLaporan', 'reports', () => import('@/features/reports/pages/ReportsLandingPage')),
                  page('customer', 'customer', () => import('@/features/template/customer/pages/CustomerPage')),
                  page('marketing', 'marketing', () => import('@/features/template/marketing/pages/MarketingRoute')),
                ],
              },
            ],
          },
        ],
      },
      page('*', 'notFound', () => import('./NotFoundRoute')),
    ],
  },
];
