import { confirmDialog, showAlert, type ConfirmOptions } from './dialogs';
import { TOAST_DEFAULTS } from './toastSlice';

export interface ConfirmedActionTexts {
  /** The question (e.g. 'Delete Image?'); its texts are passed as text, never HTML. */
  confirm: Omit<ConfirmOptions, 'icon' | 'danger'>;
  /** Shown after success; closes by itself after the delete-success time (spec §9). */
  success: { title: string; text?: string };
  /** Shown when the action fails. */
  failure: { title: string; text: string; confirmText?: string };
}

/**
 * Ask → run → say how it went: the destructive-action flow of the back
 * office (delete a photo, a parameter…). Resolves true when the action ran
 * and succeeded.
 */
export async function runConfirmedAction(action: () => Promise<unknown>, texts: ConfirmedActionTexts): Promise<boolean> {
  const confirmed = await confirmDialog({ ...texts.confirm, icon: 'warning', danger: true });
  if (!confirmed) return false;
  try {
    await action();
  } catch {
    await showAlert({ icon: 'error', ...texts.failure });
    return false;
  }
  await showAlert({ icon: 'success', ...texts.success, timerMs: TOAST_DEFAULTS.deleteSuccessTimeoutMs });
  return true;
}
