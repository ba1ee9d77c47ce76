import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '@/components/store/hooks';
import { decideAccess, loginPathFor } from '../session/accessRules';
import { selectSession } from '../session/sessionSlice';
import { GuardRedirect } from './GuardRedirect';

/**
 * Layout route guarding /auth/login and everything under /app
 * (docs/product-rules.md#route-guard).
 *
 * Access is decided once per navigation, from the session as it is when the
 * location is entered (like a loader would), so signing out on a page does
 * not bounce through the login page on the way to /public/home. A session
 * that expires on a 401 while the user stays on the page sends them to login
 * at once, remembering where they were.
 */
export function AccessGuard() {
  const { ready } = useTranslation('auth');
  const location = useLocation();
  const session = useAppSelector(selectSession);
  const [entered, setEntered] = useState({ key: location.key, session });
  if (entered.key !== location.key) setEntered({ key: location.key, session });

  if (!ready) return null;
  if (entered.session.token && !session.token && session.endReason === 'expired') {
    return <GuardRedirect key={`expired-${location.key}`} to={loginPathFor(location)} warning="sessionExpired" />;
  }
  const decision = decideAccess(entered.session, location);
  if (decision.kind === 'redirect')
    return <GuardRedirect key={location.key} to={decision.to} warning={decision.warning} />;
  return <Outlet />;
}

export { AccessGuard as Component };
