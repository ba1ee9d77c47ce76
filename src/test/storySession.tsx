import type { Decorator } from '@storybook/react-vite';
import { useEffect, useState, type ReactNode } from 'react';
import { useAppStore } from '@/components/store/hooks';
import { clearStoredSession, readStoredSession } from '@/features/auth/session/sessionPersistence';
import { sessionStarted } from '@/features/auth/session/sessionSlice';
import { storeSession, type SeededAccount } from './storeSession';

function SignedIn({ account, children }: { account: SeededAccount; children: ReactNode }) {
  const store = useAppStore();
  // Before the page's first render, so its first calls already carry the token.
  useState(() => {
    storeSession(account);
    store.dispatch(sessionStarted(readStoredSession()));
  });
  // Stored again while the story shows, and gone when it goes, so the next story starts signed out.
  useEffect(() => {
    storeSession(account);
    return clearStoredSession;
  }, [account]);
  return <>{children}</>;
}

/**
 * Story decorator: signed in as a seeded account, as a login leaves it — the mock's bearer token
 * in storage (the back-office calls send it) and the session in the story's store (role gating).
 */
export function signedInAs(account: SeededAccount = 'owner'): Decorator {
  const decorator: Decorator = (Story) => (
    <SignedIn account={account}>
      <Story />
    </SignedIn>
  );
  return decorator;
}
