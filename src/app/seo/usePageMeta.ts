import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router-dom';
import { useShopSettings } from '@/entities/parameter/useShopSettings';
import { getRuntimeConfig } from '@/lib/config/runtimeConfig';
import { jsonLdText } from '@/lib/seo/floristJsonLd';
import { countedTitle, getTitleCount, subscribeTitleCount } from '@/lib/seo/titleCount';
import { isRouteHandle } from '../routes/routeHandle';
import { headTags, type HeadTag } from './headTags';
import { pageMeta } from './pageMeta';

function upsert({ key, tag, attributes }: HeadTag) {
  let element = document.head.querySelector<HTMLElement>(`[data-head="${key}"]`);
  if (!element) {
    element = document.createElement(tag);
    element.dataset.head = key;
    document.head.append(element);
  }
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
}

/** The page's JSON-LD: built with JSON.stringify into the script element's text (never as HTML). */
function setJsonLd(data: Record<string, unknown> | null) {
  let script = document.head.querySelector<HTMLScriptElement>('script[data-head="json-ld"]');
  if (!data) {
    script?.remove();
    return;
  }
  if (!script) {
    script = document.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.head = 'json-ld';
    document.head.append(script);
  }
  script.textContent = jsonLdText(data);
}

/**
 * Keeps the head in step with the route: title ('{route title} | {product
 * name}', docs/product-rules.md#routes-and-page-titles), description, canonical
 * URL, robots (back office noindex), Open Graph and Twitter tags, and on the
 * home the Florist JSON-LD from the general parameters. The prerendered pages
 * start with the same tags. While a screen counts something new (the order
 * list's new orders, src/lib/seo/titleCount.ts) the title starts with the
 * count: '(2) Order Management | Fleur Florist'.
 */
export function usePageMeta() {
  const { t, i18n } = useTranslation('routes');
  const { pathname } = useLocation();
  const handle = useMatches()
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1);
  const wantsJsonLd = handle?.seo?.jsonLd === 'florist';
  const meta = useMemo(
    () => pageMeta({ pathname, handle, t, language: i18n.language, productName: getRuntimeConfig().productName }),
    [pathname, handle, t, i18n.language],
  );

  const titleCount = useSyncExternalStore(subscribeTitleCount, getTitleCount, () => 0);

  useEffect(() => {
    for (const tag of headTags(meta)) upsert(tag);
    if (!wantsJsonLd) setJsonLd(null);
  }, [meta, wantsJsonLd]);

  useEffect(() => {
    document.title = countedTitle(meta.title, titleCount);
  }, [meta.title, titleCount]);

  /** whether the page carries the Florist JSON-LD: render <FloristJsonLd /> then */
  return wantsJsonLd;
}

/** The home's Florist JSON-LD, from the shop settings once they load (the defaults until then). */
export function FloristJsonLd() {
  const { t, i18n } = useTranslation('routes');
  const { pathname } = useLocation();
  const handle = useMatches()
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1);
  const { settings } = useShopSettings();
  useEffect(() => {
    const productName = getRuntimeConfig().productName;
    setJsonLd(pageMeta({ pathname, handle, t, language: i18n.language, productName, settings }).jsonLd);
  }, [pathname, handle, t, i18n.language, settings]);
  return null;
}
