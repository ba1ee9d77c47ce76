import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useUnsavedChangesGuard, type UnsavedChangesTexts } from './useUnsavedChangesGuard';

interface Options {
  /** The form differs from what was loaded. */
  dirty: boolean;
  /** The save succeeded: leave for `exitTo` without asking. */
  saved: boolean;
  /** Where Cancel and a successful save go (usually the list). */
  exitTo: string;
  texts: UnsavedChangesTexts;
}

/**
 * The ways out of a create/edit page: while changed, every way out asks
 * (the unsaved-changes guard); a successful save leaves at once; Cancel asks
 * when there is something to lose.
 */
export function useFormExit({ dirty, saved, exitTo, texts }: Options): { cancel: () => Promise<void> } {
  const navigate = useNavigate();
  const { leaveWithoutAsking, confirmLeave } = useUnsavedChangesGuard(dirty && !saved, texts);

  useEffect(() => {
    if (saved) leaveWithoutAsking(() => navigate(exitTo));
  }, [saved, leaveWithoutAsking, navigate, exitTo]);

  const cancel = useCallback(async () => {
    if (await confirmLeave()) leaveWithoutAsking(() => navigate(exitTo));
  }, [confirmLeave, leaveWithoutAsking, navigate, exitTo]);

  return { cancel };
}
