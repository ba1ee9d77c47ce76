import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './MainLoader.css';

/** How long the main loader covers a layout when it starts. */
export const MAIN_LOADER_MS = 500;

/**
 * Full-screen loader shown for the first 500 ms of a layout. It overlays the
 * page (the content renders underneath), so removing it shifts nothing.
 */
export function MainLoader({ durationMs = MAIN_LOADER_MS }: { durationMs?: number }) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(true);

  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(false), durationMs);
    return () => window.clearTimeout(timer);
  }, [durationMs]);

  if (!visible) return null;
  return (
    <div
      className="main-loader"
      role="status"
      aria-live="polite"
      aria-label={t('loader.label')}
      data-testid="main-loader"
      style={{ ['--main-loader-ms' as string]: `${durationMs}ms` }}
    >
      <div className="main-loader__mark" aria-hidden="true">
        <span className="main-loader__ring" />
        <i className="bi bi-flower1 main-loader__flower" />
      </div>
      <span className="visually-hidden">{t('loader.label')}</span>
    </div>
  );
}
