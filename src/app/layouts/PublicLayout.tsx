import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { HydrationBoundary } from '@/components/hydration/HydrationBoundary';
import { LaterLanguage } from '@/components/i18n/LaterLanguage';
import { MainLoader } from '@/components/layout/MainLoader';
import { ScrollToTopButton } from '@/components/layout/ScrollToTopButton';
import { PublicFooter } from '@/features/shop-settings/components/PublicFooter';
import { ChatButton } from '@/features/whatsapp-chat/components/ChatButton';
import { PublicHeader } from './public/PublicHeader';
import './PublicLayout.css';

/**
 * Public layout (docs/product-rules.md#public-pages): header, content, footer, WhatsApp chat, scroll-to-top and the
 * 500 ms main loader. The header, the footer and the chat button hydrate each on its own (HydrationBoundary), as do
 * the pages' parts.
 */
export function Component() {
  const { t } = useTranslation('common');
  return (
    <div className="public-layout d-flex flex-column min-vh-100">
      <a href="#main" className="visually-hidden-focusable skip-link">
        {t('nav.skipToContent')}
      </a>
      <HydrationBoundary>
        <PublicHeader />
      </HydrationBoundary>
      <main className="flex-grow-1" id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <LaterLanguage>
        <HydrationBoundary>
          <PublicFooter />
        </HydrationBoundary>
      </LaterLanguage>
      <HydrationBoundary>
        <ChatButton />
      </HydrationBoundary>
      <ScrollToTopButton />
      <MainLoader />
    </div>
  );
}
