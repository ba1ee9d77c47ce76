import { useEffect } from 'react';

/** Alt+Shift+L, as `aria-keyshortcuts` writes it. */
export const LOCK_SHORTCUT = 'Alt+Shift+L';

/**
 * Alt+Shift+L locks the screen from anywhere in the back office — also while
 * a dialog is open, where the user menu cannot be reached.
 */
export function useLockShortcut(lock: () => void, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!event.altKey || !event.shiftKey || event.ctrlKey || event.metaKey || event.code !== 'KeyL' || event.repeat)
        return;
      event.preventDefault();
      lock();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [lock, enabled]);
}
