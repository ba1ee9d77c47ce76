import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch } from '@/components/store/hooks';
import { LockPanel } from '../lock/LockPanel';
import { RETURN_TO_PARAM, safeReturnTo } from '../session/accessRules';
import { lockScreen } from '../session/sessionThunks';
import './LockScreenPage.css';

/**
 * /auth/boxed-lockscreen: the same lock screen as the one
 * over the back office, as a page. Visiting it locks the back office (so
 * typing another address does not get round it); unlocking returns to
 * `returnTo`, the back-office page the user was on.
 */
export function LockScreenPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get(RETURN_TO_PARAM));

  useEffect(() => {
    dispatch(lockScreen());
  }, [dispatch]);

  return (
    <div className="lock-page flex-grow-1 d-flex align-items-center justify-content-center p-3 p-sm-4">
      <LockPanel
        heading="h1"
        headingId="lock-page-title"
        onUnlocked={() => void navigate(returnTo, { replace: true })}
      />
    </div>
  );
}

export { LockScreenPage as Component };
