import { useTranslation } from 'react-i18next';

/** 'Aktif' / 'Tidak Aktif', with an icon so colour is not the only sign. */
export function GalleryStatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation('gallery');
  return (
    <span className={`badge rounded-pill ${active ? 'text-bg-success' : 'text-bg-secondary'}`}>
      <i className={`bi ${active ? 'bi-check-circle' : 'bi-slash-circle'} me-1`} aria-hidden="true" />
      {t(active ? 'card.active' : 'card.inactive')}
    </span>
  );
}
