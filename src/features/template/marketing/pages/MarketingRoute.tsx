import { Navigate } from 'react-router-dom';

/**
 * /app/marketing: every user is sent to the reports landing
 * (docs/product-rules.md#role-gating). The route guard already redirects; this
 * is the same rule should the page ever be reached another way.
 */
export function MarketingRoute() {
  return <Navigate to="/app/LandingLaporan" replace />;
}

export { MarketingRoute as Component };
