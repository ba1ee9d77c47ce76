import type { Decorator } from '@storybook/react-vite';
import { useLayoutEffect, useState } from 'react';
import { useAppDispatch } from '@/components/store/hooks';
import { reauthRequested, screenLocked, sessionStarted } from '../session/sessionSlice';

/** A state over the session: asked to sign in again after a 401, or the lock screen on. */
export type SessionOverlay = 'reauthRequired' | 'locked';

/** Story decorator: a signed-in session in the story's store (no storage is touched). */
export function withSession(
  username = 'owner',
  role = 'Owner',
  idCustomer: string | null = '1',
  overlay?: SessionOverlay,
): Decorator {
  function SessionReady({ children }: { children: React.ReactNode }) {
    const dispatch = useAppDispatch();
    const [ready, setReady] = useState(false);
    useLayoutEffect(() => {
      dispatch(sessionStarted({ token: 'story-token', username, role, idCustomer }));
      if (overlay === 'reauthRequired') dispatch(reauthRequested());
      if (overlay === 'locked') dispatch(screenLocked());
      setReady(true);
    }, [dispatch]);
    return ready ? <>{children}</> : null;
  }
  const decorator: Decorator = (Story) => (
    <SessionReady>
      <Story />
    </SessionReady>
  );
  return decorator;
}
