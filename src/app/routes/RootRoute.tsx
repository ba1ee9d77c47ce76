import { Outlet } from 'react-router-dom';
import { ToastHost } from '@/components/feedback/ToastHost';
import { usePageTitle } from './usePageTitle';

/** Wraps every route: page title and the toast host. */
export function Component() {
  usePageTitle();
  return (
    <>
      <Outlet />
      <ToastHost />
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from './RouteErrorBoundary';
