/**
 * Confirmation and result dialogs on sweetalert2, loaded on first use so the
 * public entry chunk never carries it. Texts are always passed as `text`
 * (never `html`), so data such as a category name is shown as text.
 */
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

/** Counts a dialog as open until it is answered, so others can wait for it (`useDialogOpen`). */
async function tracked<T>(run: () => Promise<T>): Promise<T> {
  openDialogs += 1;
  dialogListeners.forEach((listener) => listener());
  try {
    return await run();
  } finally {
    openDialogs -= 1;
    dialogListeners.forEach((listener) => listener());
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
  await tracked(async () => {
    const Swal = await swal();
    await Swal.fire({
      icon,
      title,
      text,
      confirmButtonText: confirmText,
      confirmButtonColor: BRAND,
      timer: timerMs,
      timerProgressBar: Boolean(timerMs),
    });
  });
}

export async function confirmDialog({ title, text, icon = 'warning', confirmText, cancelText, danger }: ConfirmOptions): Promise<boolean> {
  return tracked(async () => {
    const Swal = await swal();
    const result = await Swal.fire({
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
  });
}
