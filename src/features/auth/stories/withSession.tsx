import { useLayoutEffect, useState } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { useAppDispatch } from '@/app/hooks';
import { sessionStarted } from '../session/sessionSlice';

/** Story decorator: a signed-in session in the story's store (no storage is touched). */
export function withSession(username = 'owner', role = 'Owner', idCustomer: string | null = '1'): Decorator {
  function SessionReady({ children }: { children: React.ReactNode }) {
    const dispatch = useAppDispatch();
    const [ready, setReady] = useState(false);
    useLayoutEffect(() => {
      dispatch(sessionStarted({ token: 'story-token', username, role, idCustomer }));
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
