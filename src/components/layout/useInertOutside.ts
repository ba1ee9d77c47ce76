import { useEffect, type RefObject } from 'react';

/**
 * While `active`, everything on the page outside the top-level box holding
 * `element` (its child of `<body>`, e.g. a modal's portal) is inert: not
 * focusable, not clickable and hidden from assistive technology. Boxes added
 * later (another dialog, a toast) are made inert too. What was inert before
 * stays so afterwards; nothing else is touched.
 */
export function useInertOutside(element: RefObject<HTMLElement | null>, active = true) {
  useEffect(() => {
    const root = element.current;
    if (!active || !root) return;
    const own = root.closest('body > *') ?? root;
    const madeInert: Element[] = [];
    const makeInert = (node: Node) => {
      if (!(node instanceof HTMLElement) || node === own || node.hasAttribute('inert') || node.tagName === 'SCRIPT')
        return;
      node.setAttribute('inert', '');
      madeInert.push(node);
    };
    Array.from(document.body.children).forEach(makeInert);
    const observer = new MutationObserver((records) =>
      records.forEach((record) => record.addedNodes.forEach(makeInert)),
    );
    observer.observe(document.body, { childList: true });
    return () => {
      observer.disconnect();
      madeInert.forEach((node) => node.removeAttribute('inert'));
    };
  }, [element, active]);
}
