/**
 * The pages the build prerenders (scripts/vite/prerender.mjs): the public
 * routes and the login page, as a first visitor gets them. `routeModules` are
 * the lazy route modules of the path, from the root down (routes.tsx): their
 * chunks are preloaded and their stylesheets linked by the page, so it paints
 * styled and hydrates without waiting for a chain of imports. The build fails
 * when one of them is not a chunk of the client build.
 */
import { HERO_PICTURE, pictureSrcSet } from '@/features/public-home/components/homePictures';

export interface PrerenderedPageSpec {
  /**
   * The page's path, written to `<path>/index.html`. A page whose path has a
   * parameter is prerendered as a shell: `path` is its route pattern, the file
   * is written where the pattern's parameters start (`/public/pesanan/:orderID`
   * → `public/pesanan/index.html`, which the web server answers for every
   * `/public/pesanan/<id>`: scripts/serve-dist.mjs, deploy/), and the markup
   * is the page's own while its data loads, rendered at `renderAt`.
   */
  path: string;
  /** for a shell: the URL rendered (any valid one: the markup is the page's loading state) */
  renderAt?: string;
  /** for a shell: the search parameter without which the page looks different (the browser then renders afresh) */
  query?: string;
  routeModules: string[];
  /** the page's largest paint, preloaded at high priority (its <img> has fetchpriority="high" too) */
  lcpImage?: { type: string; srcset: string; sizes: string };
  /**
   * shows the categories the build read from the backend, when it read them
   * (entities/catalogue/categorySnapshot.ts)
   */
  categorySnapshot?: boolean;
  /**
   * shows the shop's general parameters the build read from the backend, when it read them
   * (entities/parameter/parametersSnapshot.ts)
   */
  parametersSnapshot?: boolean;
  /**
   * The web font faces the page uses (at 390 or 1366 px), preloaded at low
   * priority (scripts/vite/inlineFontFaces.mjs): "family weight", or the
   * family alone for the icon font. An e2e test compares them with what the
   * page loads.
   */
  fonts: string[];
  /** listed in sitemap.xml (indexable public pages) */
  sitemap?: { priority: number; changefreq: 'daily' | 'weekly' | 'monthly' };
}

/** Chunks every prerendered page needs at start besides the entry (src/main.tsx imports them dynamically). */
export const STARTUP_MODULES = [
  'src/app/i18n/startupTexts.ts',
  'src/app/i18n/initI18n.ts',
  'src/app/store.ts',
  'src/app/start/appRoot.tsx',
];

/**
 * What src/main.tsx imports, also dynamically, on a page that carries the category snapshot: preloaded with the
 * others there.
 */
export const CATEGORY_SNAPSHOT_MODULE = 'src/entities/catalogue/categorySnapshot.ts';

/** The same for a page that carries the general parameters' snapshot. */
export const PARAMETERS_SNAPSHOT_MODULE = 'src/entities/parameter/parametersSnapshot.ts';

/** Every face of the theme: each of these pages uses all of them on its first screen, at one width or the other. */
const ALL_FONTS = [
  'bootstrap-icons',
  'Nunito Sans 400',
  'Nunito Sans 600',
  'Nunito Sans 700',
  'Playfair Display 600',
  'Playfair Display 700',
];

const ROOT = 'src/app/routes/RootRoute.tsx';
const PUBLIC_LAYOUT = 'src/app/layouts/PublicLayout.tsx';

export const PRERENDERED_PAGES: PrerenderedPageSpec[] = [
  {
    path: '/public/home',
    routeModules: [ROOT, PUBLIC_LAYOUT, 'src/features/public-home/pages/HomePage.tsx'],
    lcpImage: { type: 'image/avif', srcset: pictureSrcSet(HERO_PICTURE, 'avif'), sizes: HERO_PICTURE.sizes },
    categorySnapshot: true,
    parametersSnapshot: true,
    fonts: ALL_FONTS,
    sitemap: { priority: 1, changefreq: 'daily' },
  },
  {
    path: '/public/fleur/order',
    routeModules: [ROOT, PUBLIC_LAYOUT, 'src/features/order-wizard/pages/OrderWizardPage.tsx'],
    categorySnapshot: true,
    parametersSnapshot: true,
    fonts: ALL_FONTS,
    sitemap: { priority: 0.8, changefreq: 'weekly' },
  },
  {
    path: '/auth/login',
    routeModules: [
      ROOT,
      'src/app/layouts/AuthLayout.tsx',
      'src/features/auth/components/AccessGuard.tsx',
      'src/features/auth/pages/LoginPage.tsx',
    ],
    fonts: ALL_FONTS,
  },
  {
    // The customer's order page, opened from WhatsApp on a phone: its header and placeholders paint from the HTML.
    path: '/public/pesanan/:orderID',
    renderAt: '/public/pesanan/1?t=shell',
    query: 't',
    routeModules: [ROOT, PUBLIC_LAYOUT, 'src/features/order-page/pages/OrderPage.tsx'],
    parametersSnapshot: true,
    fonts: ALL_FONTS,
  },
];

/**
 * Where a page's HTML file is written, relative to the build's folder, without `/index.html`: its path up to its
 * first parameter.
 */
export function prerenderedFilePath(path: string): string {
  const parameter = path.search(/\/:/);
  return parameter < 0 ? path : path.slice(0, parameter);
}
