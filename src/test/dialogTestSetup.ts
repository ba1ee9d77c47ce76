import { afterEach } from 'vitest';

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

// The file's end waits for sweetalert2's focus timer when a dialog was shown: swalFocusTimer.ts (every jsdom file).
