import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { confirmDialog } from '@/components/feedback/dialogs';

export interface UnsavedChangesTexts {
  /** e.g. 'Discard Changes?' */
  title: string;
  text: string;
  confirmText: string;
  cancelText: string;
}

export interface UnsavedChangesGuard {
  /**
   * Runs a navigation the user asked for deliberately after the form is done
   * (after a successful save, or a cancel the user already confirmed) without
   * asking again.
   */
  leaveWithoutAsking: (navigate: () => void) => void;
  /** Asks the question now (a Cancel button); resolves true when the user chose to leave. */
  confirmLeave: () => Promise<boolean>;
}

/**
 * One guard for every form with unsaved changes (gallery and parameter
 * forms): while `dirty`, any way out asks first — an in-app link or the back
 * button (react-router's blocker, so a data router is required) and closing
 * or reloading the tab (the browser's own `beforeunload` prompt; browsers
 * show their own text there). The question is the shop's confirm dialog.
 */
export function useUnsavedChangesGuard(dirty: boolean, texts: UnsavedChangesTexts): UnsavedChangesGuard {
  const bypass = useRef(false);
  const textsRef = useRef(texts);
  useEffect(() => {
    textsRef.current = texts;
  });

  const blocker = useBlocker(
    useCallback<BlockerFunction>(
      ({ currentLocation, nextLocation }) =>
        dirty &&
        !bypass.current &&
        (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
      [dirty],
    ),
  );

  const ask = useCallback(() => confirmDialog({ ...textsRef.current, icon: 'warning', danger: true }), []);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let active = true;
    void ask().then((leave) => {
      if (!active) return;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
    return () => {
      active = false;
    };
  }, [blocker, ask]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const leaveWithoutAsking = useCallback((navigate: () => void) => {
    bypass.current = true;
    navigate();
    // A navigation that did not happen (same location) must not leave the guard off.
    setTimeout(() => {
      bypass.current = false;
    }, 0);
  }, []);

  const confirmLeave = useCallback(async () => (dirty ? ask() : true), [dirty, ask]);

  return { leaveWithoutAsking, confirmLeave };
}
