import type { TFunction } from 'i18next';
import { floristJsonLd } from '@/lib/seo/floristJsonLd';
import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from '@/lib/shop/shopSettings';
import type { RouteHandle } from '../routes/routeHandle';
import { absoluteUrl, SHARE_IMAGE } from './site';

/** What the head of a page says about it to search engines and link previews. */
export interface PageMeta {
  title: string;
  description: string;
  /** absolute URL of the page (no query or hash) */
  canonical: string;
  indexable: boolean;
  image: string;
  imageAlt: string;
  locale: string;
  /** schema.org data of the page, if any */
  jsonLd: Record<string, unknown> | null;
}

interface MetaInput {
  pathname: string;
  handle: RouteHandle | undefined;
  /** the `routes` namespace */
  t: TFunction;
  language: string;
  productName: string;
  /** the shop settings from the general parameters (the defaults until they load) */
  settings?: ShopSettings;
}

const OG_LOCALES: Record<string, string> = { id: 'id_ID', en: 'en_US' };

export function pageMeta({
  pathname,
  handle,
  t,
  language,
  productName,
  settings = DEFAULT_SHOP_SETTINGS,
}: MetaInput): PageMeta {
  const routeTitle = handle ? t(handle.titleKey) : '';
  const title = routeTitle ? `${routeTitle} | ${productName}` : productName;
  const description = t(handle?.seo?.descriptionKey ?? 'descriptions.other');
  const canonical = absoluteUrl(pathname);
  const image = absoluteUrl(SHARE_IMAGE.path);
  return {
    title,
    description,
    canonical,
    indexable: Boolean(handle?.seo),
    image,
    imageAlt: productName,
    locale: OG_LOCALES[language] ?? OG_LOCALES.id,
    jsonLd:
      handle?.seo?.jsonLd === 'florist'
        ? floristJsonLd({ name: productName, description, url: canonical, image, settings })
        : null,
  };
}
