import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '@/components/store/hooks';
import { PUBLIC_HOME } from './accessRules';
import { signOut } from './sessionThunks';

/** Signs out and goes to the public home. */
export function useSignOut() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(() => {
    dispatch(signOut());
    void navigate(PUBLIC_HOME, { replace: true });
  }, [dispatch, navigate]);
}
