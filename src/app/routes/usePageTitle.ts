import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { getRuntimeConfig } from '@/lib/config/runtimeConfig';
import { isRouteHandle } from './routeHandle';

/** Sets `document.title` to '{route title} | {product name}' (spec §2). */
export function usePageTitle() {
  const { t, i18n } = useTranslation('routes');
  const handle = useMatches().map((match) => match.handle).filter(isRouteHandle).at(-1);
  const title = handle ? t(handle.titleKey) : '';
  useEffect(() => {
    const product = getRuntimeConfig().productName;
    document.title = title ? `${title} | ${product}` : product;
  }, [title, i18n.language]);
}
