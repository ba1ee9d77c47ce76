import { afterAll, vi } from 'vitest';
import { SWAL_RESTORE_FOCUS_MS } from './swalTiming';

/**
 * A sweetalert2 dialog closed at the end of a file's last test gives the focus
 * back from a timer; once the file's DOM is torn down that timer throws
 * (`HTMLElement is not defined`, an unhandled error that fails the run). Every
 * jsdom test file (setupDom.ts) therefore watches for a dialog and, when one
 * was shown, ends only after that timer. (It used to be per file, in
 * dialogTestSetup.ts; three files that show dialogs without it failed a CI run.)
 */
let dialogShown = false;
const watcher = new MutationObserver((records) => {
  dialogShown ||= records.some((record) =>
    [...record.addedNodes].some((node) => node instanceof Element && node.classList.contains('swal2-container')),
  );
});
watcher.observe(document.body, { childList: true });

afterAll(async () => {
  watcher.disconnect();
  if (!dialogShown) return;
  vi.useRealTimers();
  await new Promise((resolve) => setTimeout(resolve, SWAL_RESTORE_FOCUS_MS + 50));
});
