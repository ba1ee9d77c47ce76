import { Outlet } from 'react-router';
import { ScrollToTopButton } from '@/components/layout/ScrollToTopButton';
import { PublicFooter } from '@/features/shop-settings/components/PublicFooter';
import { PublicHeader } from './public/PublicHeader';

/** Public layout (spec §2): header, content, footer and scroll-to-top. */
export function Component() {
  return (
    <div className="public-layout d-flex flex-column min-vh-100">
      <PublicHeader />
      <main className="flex-grow-1" id="main">
        <Outlet />
      </main>
      <PublicFooter />
      <ScrollToTopButton />
    </div>
  );
}
