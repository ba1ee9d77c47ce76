import { HydrationBoundary } from '@/components/hydration/HydrationBoundary';
import { LaterLanguage } from '@/components/i18n/LaterLanguage';
import { NamespaceGate } from '@/components/i18n/NamespaceGate';
import { AboutSection } from '../components/AboutSection';
import { CallToActionSection } from '../components/CallToActionSection';
import { CategoriesSection } from '../components/CategoriesSection';
import { GallerySection } from '../components/GallerySection';
import { HeroSection } from '../components/HeroSection';
import { LastOrderBanner } from '../components/LastOrderBanner';
import { ServicesSection } from '../components/ServicesSection';
import { ShopInfoNotice } from '../components/ShopInfoNotice';
import { TestimonialsSection } from '../components/TestimonialsSection';
import { useScrollToHash } from '../hooks/useScrollToHash';

/**
 * Public storefront home (/public/home): every section in the order of docs/product-rules.md#public-pages, each
 * hydrated on its own.
 */
export function Component() {
  return (
    <NamespaceGate ns="home">
      <Home />
    </NamespaceGate>
  );
}

function Home() {
  useScrollToHash();
  return (
    <div className="home-page">
      <HydrationBoundary>
        <ShopInfoNotice />
      </HydrationBoundary>
      <HydrationBoundary>
        <HeroSection />
      </HydrationBoundary>
      {/* below the first screen: a language change reaches it a moment later */}
      <LaterLanguage>
        <HydrationBoundary>
          <AboutSection />
        </HydrationBoundary>
        <HydrationBoundary>
          <CategoriesSection />
        </HydrationBoundary>
        <HydrationBoundary>
          <GallerySection />
        </HydrationBoundary>
        <HydrationBoundary>
          <ServicesSection />
        </HydrationBoundary>
        <HydrationBoundary>
          <TestimonialsSection />
        </HydrationBoundary>
        <HydrationBoundary>
          <CallToActionSection />
        </HydrationBoundary>
        <HydrationBoundary>
          <LastOrderBanner />
        </HydrationBoundary>
      </LaterLanguage>
    </div>
  );
}
