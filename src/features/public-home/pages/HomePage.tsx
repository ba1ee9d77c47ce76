import { useScrollToHash } from '../hooks/useScrollToHash';
import { AboutSection } from '../sections/AboutSection';
import { CallToActionSection } from '../sections/CallToActionSection';
import { CategoriesSection } from '../sections/CategoriesSection';
import { GallerySection } from '../sections/GallerySection';
import { HeroSection } from '../sections/HeroSection';
import { ServicesSection } from '../sections/ServicesSection';
import { ShopInfoNotice } from '../sections/ShopInfoNotice';
import { TestimonialsSection } from '../sections/TestimonialsSection';

/** Public storefront home (/public/home, spec §1–§2): every section in the spec's order. */
export function Component() {
  useScrollToHash();
  return (
    <div className="home-page">
      <ShopInfoNotice />
      <HeroSection />
      <AboutSection />
      <CategoriesSection />
      <GallerySection />
      <ServicesSection />
      <TestimonialsSection />
      <CallToActionSection />
    </div>
  );
}
