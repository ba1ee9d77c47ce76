import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { MainLoader } from '@/components/layout/MainLoader';
import { ScrollToTopButton } from '@/components/layout/ScrollToTopButton';
import { PublicFooter } from '@/features/shop-settings/components/PublicFooter';
import { ChatButton } from '@/features/whatsapp-chat/components/ChatButton';
import { PublicHeader } from './public/PublicHeader';
import './PublicLayout.css';

/**
 * Public layout (docs/product-rules.md#public-pages): header, content, footer, WhatsApp chat, scroll-to-top and the
 * 500 ms main loader.
 */
export function Component() {
  const { t } = useTranslation('common');
  return (
    <div className="public-layout d-flex flex-column min-vh-100">
      <a href="#main" className="visually-hidden-focusable skip-link">
        {t('nav.skipToContent')}
      </a>
      <PublicHeader />
      <main className="flex-grow-1" id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <PublicFooter />
      <ChatButton />
      <ScrollToTopButton />
      <MainLoader />
    </div>
  );
}
