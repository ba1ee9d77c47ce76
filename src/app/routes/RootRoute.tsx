import { Outlet } from 'react-router-dom';
import { ToastHost } from '@/components/feedback/ToastHost';
import { FloristJsonLd, usePageMeta } from '../seo/usePageMeta';

/** Wraps every route: page title and head tags, and the toast host. */
export function Component() {
  const withFloristJsonLd = usePageMeta();
  return (
    <>
      <Outlet />
      <ToastHost />
      {withFloristJsonLd && <FloristJsonLd />}
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from './RouteErrorBoundary';
