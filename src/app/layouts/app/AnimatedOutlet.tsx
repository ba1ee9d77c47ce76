import { useLocation, useOutlet } from 'react-router-dom';
import type { RouteAnimation } from '@/features/theme-settings/model/themeSettings';
import './AnimatedOutlet.css';

/** The routed page, replayed with the chosen route animation on every page change (none by default). */
export function AnimatedOutlet({ animation }: { animation: RouteAnimation }) {
  const outlet = useOutlet();
  const { pathname } = useLocation();
  return (
    <div key={pathname} className={animation ? `route-animation route-animation--${animation}` : undefined}>
      {outlet}
    </div>
  );
}
