import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Below the fold the sections are laid out only as they near the viewport
 * (content-visibility, HomeSection.css), so the ones above a target would
 * still have their stand-in height and the scroll would stop off its mark.
 * Before the first scroll they are all laid out, once.
 */
const SECTIONS_LAID_OUT_CLASS = 'home-sections-laid-out';

/**
 * Scrolls smoothly to the element named by the URL hash whenever a link
 * navigates to it (header anchors, the hero's catalogue button), including
 * a second click on the same anchor.
 */
export function useScrollToHash() {
  const { hash, key } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (!id) return;
    const target = document.getElementById(id);
    if (!target || typeof target.scrollIntoView !== 'function') return;
    document.body.classList.add(SECTIONS_LAID_OUT_CLASS);
    target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  }, [hash, key]);
}
