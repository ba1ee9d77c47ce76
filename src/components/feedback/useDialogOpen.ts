import { useSyncExternalStore } from 'react';
import { isDialogOpen, subscribeToDialogs } from './dialogs';

/**
 * Whether a confirmation or result dialog of `dialogs.ts` is on screen. A
 * modal that would otherwise open under it (and fight it for focus) waits.
 */
export function useDialogOpen(): boolean {
  return useSyncExternalStore(subscribeToDialogs, isDialogOpen, () => false);
}
