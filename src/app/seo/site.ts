/**
 * Where the storefront is published: the origin of canonical URLs, Open Graph
 * links, the sitemap and robots.txt (build-time `VITE_SITE_URL`).
 */
export const SITE_URL = (import.meta.env.VITE_SITE_URL || 'https://fleurflorist.id').replace(/\/+$/, '');

/** The 1200×630 picture of the shop that link previews show (scripts/generate-seed-images.mjs). */
export const SHARE_IMAGE = { path: '/og-image.jpg', width: 1200, height: 630 };

export function absoluteUrl(path: string): string {
  return `${SITE_URL}${path.startsWith('/') ? path : `/${path}`}`;
}
