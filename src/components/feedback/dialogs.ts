/**
 * Confirmation and result dialogs on sweetalert2, loaded on first use so the
 * public entry chunk never carries it. Texts are always passed as `text`
 * (never `html`), so data such as a category name is shown as text.
 */
import type { SweetAlertOptions, SweetAlertResult } from 'sweetalert2';

export type DialogIcon = 'success' | 'error' | 'warning' | 'info' | 'question';

export interface AlertOptions {
  icon: DialogIcon;
  title: string;
  text?: string;
  confirmText?: string;
  /** Auto-close after this many ms. */
  timerMs?: number;
}

export interface ConfirmOptions {
  title: string;
  text?: string;
  icon?: DialogIcon;
  confirmText: string;
  cancelText: string;
  /** A destructive action gets the danger colour. */
  danger?: boolean;
}

const BRAND = '#b83b5e';
const DANGER = '#dc3545';
const NEUTRAL = '#6c757d';

async function swal() {
  const module = await import('sweetalert2');
  return module.default;
}

let openDialogs = 0;
const dialogListeners = new Set<() => void>();

function changeOpenDialogs(by: number) {
  openDialogs += by;
  dialogListeners.forEach((listener) => listener());
}

/**
 * Fires a dialog and counts it as open until sweetalert2 has disposed of it
 * (`didDestroy`), so others can wait for it (`useDialogOpen`). The answer
 * comes earlier: sweetalert2 removes the popup and hands focus back to where
 * it was 100 ms after the click, and a modal opened in between would lose its
 * focus to that hand-back (the sign-in-again dialog's password field did).
 * A dialog replaced by the next one is disposed of at once, so the count
 * never waits for a hand-back that will not come.
 */
async function fire(options: SweetAlertOptions): Promise<SweetAlertResult> {
  changeOpenDialogs(1);
  let counted = true;
  const release = () => {
    if (!counted) return;
    counted = false;
    changeOpenDialogs(-1);
  };
  try {
    const Swal = await swal();
    return await Swal.fire({ ...options, didDestroy: release });
  } catch (error) {
    release();
    throw error;
  }
}

/** Whether one of these dialogs is on screen (e.g. an error after a failed save). */
export function isDialogOpen(): boolean {
  return openDialogs > 0;
}

export function subscribeToDialogs(listener: () => void): () => void {
  dialogListeners.add(listener);
  return () => dialogListeners.delete(listener);
}

export async function showAlert({ icon, title, text, confirmText, timerMs }: AlertOptions): Promise<void> {
  await fire({
    icon,
    title,
    text,
    confirmButtonText: confirmText,
    confirmButtonColor: BRAND,
    timer: timerMs,
    timerProgressBar: Boolean(timerMs),
  });
}

export async function confirmDialog({
  title,
  text,
  icon = 'warning',
  confirmText,
  cancelText,
  danger,
}: ConfirmOptions): Promise<boolean> {
  const result = await fire({
    icon,
    title,
    text,
    showCancelButton: true,
    confirmButtonText: confirmText,
    cancelButtonText: cancelText,
    confirmButtonColor: danger ? DANGER : BRAND,
    cancelButtonColor: NEUTRAL,
    reverseButtons: true,
    focusCancel: Boolean(danger),
  });
  return result.isConfirmed;
}

export interface ChoiceOptions {
  icon: DialogIcon;
  title: string;
  text?: string;
  /** the main choice (brand colour) */
  confirmText: string;
  /** a second choice beside it */
  denyText: string;
  /** closes the dialog */
  closeText: string;
  /**
   * Runs inside the click on the second choice, before the dialog closes: what must happen in the
   * user's gesture (opening a new tab is blocked by browsers once the click is over).
   */
  onDeny?: () => void;
}

export type Choice = 'confirm' | 'deny' | 'close';

/** A result dialog offering two next steps and a close button; answers which one was taken. */
export async function showChoice({
  icon,
  title,
  text,
  confirmText,
  denyText,
  closeText,
  onDeny,
}: ChoiceOptions): Promise<Choice> {
  const result = await fire({
    icon,
    title,
    text,
    showDenyButton: true,
    showCancelButton: true,
    confirmButtonText: confirmText,
    denyButtonText: denyText,
    cancelButtonText: closeText,
    confirmButtonColor: BRAND,
    denyButtonColor: '#198754',
    cancelButtonColor: NEUTRAL,
    preDeny: () => {
      onDeny?.();
      return true;
    },
  });
  if (result.isConfirmed) return 'confirm';
  if (result.isDenied) return 'deny';
  return 'close';
}
