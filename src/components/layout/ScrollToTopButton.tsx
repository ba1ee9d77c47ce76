import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './ScrollToTopButton.css';

/** Appears once the page is scrolled more than 50 px. */
export const SCROLL_TO_TOP_THRESHOLD_PX = 50;

export function ScrollToTopButton() {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD_PX);
    // The first look waits for a frame: reading scrollY right after the commit forces a layout of the
    // page just rendered, a long task while the home hydrates; in a frame it is the frame's own.
    const frame = requestAnimationFrame(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      className="btn btn-primary rounded-circle shadow scroll-to-top"
      aria-label={t('actions.scrollToTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <i className="bi bi-arrow-up" aria-hidden="true" />
    </button>
  );
}
