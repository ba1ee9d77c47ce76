import { confirmDialog, showAlert, type AlertOptions, type ConfirmOptions } from './dialogs';
import { TOAST_DEFAULTS } from './toastSlice';

/** How an ask → run → report flow ended. */
export type AskRunReportOutcome = 'cancelled' | 'done' | 'failed';

export interface AskRunReportSteps<T> {
  /** The question (texts are passed as text, never HTML). `run` starts only when it is confirmed. */
  ask: ConfirmOptions;
  /** The action; a rejection counts as a failure. */
  run: () => Promise<T>;
  /**
   * What to say when `run` resolved: a dialog to show, or undefined to show none
   * (e.g. when the caller raised a toast itself). Leave it out to say nothing.
   */
  success?: (result: T) => AlertOptions | undefined;
  /** What to say when `run` rejected: a dialog to show, or undefined to show none. */
  failure: (error: unknown) => AlertOptions | undefined;
}

/**
 * Ask → run → report: asks `ask`; when confirmed runs `run`, then shows the
 * dialog `success(result)` or `failure(error)` returns and waits for it to
 * close. Resolves 'cancelled' (nothing ran), 'done' (`run` resolved) or
 * 'failed' (`run` rejected). A throwing `success` or `failure` rejects.
 */
export async function askRunReport<T>({
  ask,
  run,
  success,
  failure,
}: AskRunReportSteps<T>): Promise<AskRunReportOutcome> {
  if (!(await confirmDialog(ask))) return 'cancelled';
  let result: T;
  try {
    result = await run();
  } catch (error) {
    await report(failure(error));
    return 'failed';
  }
  await report(success?.(result));
  return 'done';
}

async function report(alert: AlertOptions | undefined): Promise<void> {
  if (alert) await showAlert(alert);
}

/** The destructive question of the back office: warning icon, danger colour, focus on cancel. */
export function dangerQuestion(texts: Omit<ConfirmOptions, 'icon' | 'danger'>): ConfirmOptions {
  return { ...texts, icon: 'warning', danger: true };
}

/** A delete that worked: closes by itself after the delete-success time (docs/product-rules.md#toasts). */
export function deletedAlert(texts: { title: string; text?: string }): AlertOptions {
  return { ...texts, icon: 'success', timerMs: TOAST_DEFAULTS.deleteSuccessTimeoutMs };
}

/** A failure, closed by its button. */
export function failureAlert(texts: { title: string; text?: string; confirmText?: string }): AlertOptions {
  return { ...texts, icon: 'error' };
}
