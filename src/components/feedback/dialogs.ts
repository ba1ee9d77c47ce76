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

export async function showAlert({ icon, title, text, confirmText, timerMs }: AlertOptions): Promise<void> {
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
}

export async function confirmDialog({ title, text, icon = 'warning', confirmText, cancelText, danger }: ConfirmOptions): Promise<boolean> {
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
}
