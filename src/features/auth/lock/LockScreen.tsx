import { useCallback, useRef } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useInertOutside } from '@/components/layout/useInertOutside';
import { useAppDispatch, useAppSelector } from '@/components/store/hooks';
import { selectScreenLocked } from '../session/sessionSlice';
import { lockScreen } from '../session/sessionThunks';
import { LockPanel } from './LockPanel';
import { useLockShortcut } from './useLockShortcut';
import './LockScreen.css';

function LockOverlay() {
  const ref = useRef<HTMLDivElement>(null);
  // Everything else — the page, its open dialogs, toasts — is inert while locked.
  useInertOutside(ref);
  return (
    <div ref={ref} className="lock-screen__body min-vh-100 d-flex align-items-center justify-content-center p-3">
      <LockPanel heading="h2" headingId="lock-screen-title" />
    </div>
  );
}

/**
 * The lock screen over the back office: shops share computers.
 * Locked from the user menu, Alt+Shift+L or /auth/boxed-lockscreen, it hides
 * the whole back office behind an opaque layer, keeps focus in itself and
 * makes everything underneath inert, while the page stays mounted with
 * whatever was typed. The password (checked through the login call) or
 * signing out ends it; the lock survives a reload.
 */
export function LockScreen() {
  const dispatch = useAppDispatch();
  const locked = useAppSelector(selectScreenLocked);
  const lock = useCallback(() => void dispatch(lockScreen()), [dispatch]);
  useLockShortcut(lock, !locked);
  return (
    <Modal
      show={locked}
      fullscreen
      backdrop={false}
      keyboard={false}
      animation={false}
      aria-labelledby="lock-screen-title"
      className="lock-screen"
    >
      <LockOverlay />
    </Modal>
  );
}
