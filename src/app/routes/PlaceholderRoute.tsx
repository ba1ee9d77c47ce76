import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router-dom';
import { RoutePlaceholder } from '@/components/layout/RoutePlaceholder';
import { isRouteHandle } from './routeHandle';

/** Route component for screens not built yet: shows the matched route's title. */
export function Component() {
  const { t } = useTranslation('routes');
  const handle = useMatches()
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1);
  return <RoutePlaceholder title={handle ? t(handle.titleKey) : ''} />;
}
