import type { TFunction } from 'i18next';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { applyCategorySnapshot, type CategorySnapshot } from '@/entities/catalogue/categorySnapshot';
import { catalogueImageSrc } from '@/entities/catalogue/model/catalogueImage';
import { applyParametersSnapshot, type ParametersSnapshot } from '@/entities/parameter/parametersSnapshot';
import { CATEGORY_IMAGE_SIZES } from '@/features/order-wizard/components/CategoryCard';
import { getRuntimeConfig } from '@/lib/config/runtimeConfig';
import { DEFAULT_LANGUAGE } from '@/lib/i18n/languages';
import { imageThumbnail, setImageThumbnails } from '@/lib/images/imageThumbnails';
import { AppProviders } from '../AppProviders';
import { initI18n } from '../i18n/initI18n';
import { isRouteHandle } from '../routes/routeHandle';
import { routes } from '../routes/routes';
import { headHtml } from '../seo/headTags';
import { pageMeta } from '../seo/pageMeta';
import { hydrationKey } from '../start/hydrationKey';
import { prerenderDataHtml } from '../start/prerenderData';
import { makeStore } from '../store';
import { prerenderedFilePath } from './prerenderedPages';
import { prerenderTexts } from './prerenderTexts';

export interface PrerenderedPage {
  /** the markup of `#root` */
  html: string;
  /** title, meta and link tags, JSON-LD (seo/headTags.ts) */
  head: string;
  /** the data element for the browser (start/prerenderData.ts) */
  data: string;
  /** translation namespaces the page used */
  namespaces: string[];
  /** the first category card's picture, when the page shows the category snapshot: preloaded at high priority */
  lcpImage?: { href: string; srcset: string; sizes: string };
}

export interface RenderOptions {
  /** the categories the build read from the backend, for the pages that show them (prerenderedPages.ts) */
  categories?: CategorySnapshot;
  /** the general parameters the build read from the backend, for the pages that show them (prerenderedPages.ts) */
  parameters?: ParametersSnapshot;
  /** a shell's URL to render, when `path` is a route pattern (prerenderedPages.ts) */
  renderAt?: string;
  /** a shell's search parameter the markup assumes */
  query?: string;
}

/** The first category's thumbnail, as its card's `<img>` asks for it (CategoryCard, FlowerImage): once registered. */
function firstCategoryImage(snapshot: CategorySnapshot): PrerenderedPage['lcpImage'] {
  const source = catalogueImageSrc(snapshot.categories[0]?.imageUrl);
  const thumbnail = source ? imageThumbnail(source) : undefined;
  return thumbnail ? { href: thumbnail.src, srcset: thumbnail.srcSet, sizes: CATEGORY_IMAGE_SIZES } : undefined;
}

/**
 * Renders one route at build time (scripts/vite/prerender.mjs), as a first
 * visitor sees it before any data arrives: Indonesian, no session, every
 * backend value still loading (skeletons and the default shop settings) — except the
 * categories and the general parameters of a build that read them
 * (`options.categories`, `options.parameters`), which the store starts with,
 * here and in the browser. The browser hydrates this
 * markup and then loads the data as usual.
 */
export async function renderPage(path: string, options: RenderOptions = {}): Promise<PrerenderedPage> {
  const i18n = await initI18n({ resources: prerenderTexts(), lng: DEFAULT_LANGUAGE });
  const store = makeStore();
  const { categories, parameters, renderAt, query } = options;
  setImageThumbnails({});
  if (categories) await store.dispatch(applyCategorySnapshot(categories));
  if (parameters) await store.dispatch(applyParametersSnapshot(parameters));
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(renderAt ?? path, 'http://prerender.local')));
  if (context instanceof Response)
    throw new Error(`${path}: the router answered ${context.status} (a redirect cannot be prerendered)`);
  if (context.errors) throw new Error(`${path}: ${Object.values(context.errors).map(String).join('; ')}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <AppProviders store={store} i18n={i18n}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  const { productName } = getRuntimeConfig();
  const namespaces = i18n.reportNamespaces?.getUsedNamespaces() ?? [];
  const handle = context.matches
    .map((match) => match.route.handle)
    .filter(isRouteHandle)
    .at(-1);
  // A shell's canonical URL is where its file is: the browser sets the page's own once it starts (usePageMeta).
  const meta = pageMeta({
    pathname: prerenderedFilePath(path),
    handle,
    t: i18n.getFixedT(DEFAULT_LANGUAGE, 'routes') as TFunction,
    language: DEFAULT_LANGUAGE,
    productName,
  });
  const key = hydrationKey(store.getState(), i18n.language, productName);
  return {
    html,
    head: headHtml(meta),
    data: prerenderDataHtml({
      path,
      key,
      namespaces,
      ...(query && { query }),
      ...(categories && { categories }),
      ...(parameters && { parameters }),
    }),
    namespaces,
    ...(categories && { lcpImage: firstCategoryImage(categories) }),
  };
}
