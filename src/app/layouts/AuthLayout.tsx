import { Outlet } from 'react-router';
import { ScrollToTopButton } from '@/components/layout/ScrollToTopButton';

/** Auth layout (spec §2): only the content outlet and scroll-to-top. */
export function Component() {
  return (
    <main className="auth-layout min-vh-100 d-flex flex-column">
      <Outlet />
      <ScrollToTopButton />
    </main>
  );
}
