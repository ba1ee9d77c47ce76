import { useEffect, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keeps focus inside `container` while it is mounted: the rest of the page is
 * made inert (not focusable, not clickable, hidden from assistive
 * technology) and does not scroll, Tab and Shift+Tab cycle through the container's controls, the
 * `initial` control gets focus on open, and focus returns to whatever had it
 * before once the container goes.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, initial: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const portal = root.closest('body > *') ?? root;
    const madeInert: Element[] = [];
    for (const element of Array.from(document.body.children)) {
      if (element === portal || element.hasAttribute('inert')) continue;
      element.setAttribute('inert', '');
      madeInert.push(element);
    }
    // The page behind does not scroll either.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    (initial.current ?? root).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const controls = Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (controls.length === 0) {
        event.preventDefault();
        return;
      }
      const first = controls[0];
      const last = controls[controls.length - 1];
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !root.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !root.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      madeInert.forEach((element) => element.removeAttribute('inert'));
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [container, initial]);
}
