import { useTranslation } from 'react-i18next';
import type { GalleryFormMode } from '../model/imageSettings';

const TIPS = ['landscape', 'size', 'naming', 'order', 'active'] as const;

/** The tips box beside the form. */
export function GalleryTips({ mode }: { mode: GalleryFormMode }) {
  const { t } = useTranslation('gallery');
  return (
    <aside className="card gallery-tips" aria-labelledby="gallery-tips-title">
      <div className="card-body">
        <h2 id="gallery-tips-title" className="h6 d-flex align-items-center gap-2 mb-3">
          <i className="bi bi-lightbulb text-secondary" aria-hidden="true" />
          {t('tips.heading')}
        </h2>
        <ul className="small mb-0 ps-3">
          {TIPS.map((tip) => (
            <li key={tip}>{t(`tips.${tip}`, { max: mode === 'create' ? 10 : 5 })}</li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
