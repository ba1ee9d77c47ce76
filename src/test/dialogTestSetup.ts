import { afterAll, afterEach, vi } from 'vitest';

/** sweetalert2 gives the focus back this long after a dialog closes (its RESTORE_FOCUS_TIMEOUT). */
const SWAL_RESTORE_FOCUS_MS = 100;

/**
 * For tests that open sweetalert2 dialogs: a dialog left open by a failed
 * test is closed, so it cannot hide the next test's page behind aria-hidden.
 * (jsdom's missing matchMedia, which sweetalert2 needs, is stubbed in
 * src/test/setupDom.ts.)
 */
afterEach(async () => {
  const { default: Swal } = await import('sweetalert2');
  if (Swal.isVisible()) Swal.close();
  document.querySelectorAll('.swal2-container').forEach((element) => element.remove());
});

/**
 * A dialog closed at the end of a file's last test gives the focus back from a
 * timer; once the file's DOM is torn down that timer throws (`HTMLElement is
 * not defined`, an unhandled error that fails the run). The file ends after it.
 */
afterAll(async () => {
  vi.useRealTimers();
  await new Promise((resolve) => setTimeout(resolve, SWAL_RESTORE_FOCUS_MS + 50));
});
