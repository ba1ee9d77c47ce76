/** Entry of the build's server bundle for prerendering (scripts/vite/prerender.mjs). */
export { renderPage } from './renderPage';
export {
  CATEGORY_SNAPSHOT_MODULE,
  PARAMETERS_SNAPSHOT_MODULE,
  PRERENDERED_PAGES,
  STARTUP_MODULES,
  prerenderedFilePath,
} from './prerenderedPages';
export { SITE_URL } from '../seo/site';
export { PUBLIC_NAMESPACES as STARTUP_NAMESPACES } from '../i18n/namespaces';
export { catalogueImageSrc } from '@/entities/catalogue/model/catalogueImage';
export { THUMBNAIL_WIDTHS, thumbnailSrcSet } from '@/lib/images/imageThumbnails';
export { isParametersSnapshot } from '@/entities/parameter/parametersSnapshot';
