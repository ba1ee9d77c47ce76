import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/PageHeader';
import { GALLERY_LIST_PATH, GalleryForm } from '../components/GalleryForm';
import { useSaveGalleryImage } from '../hooks/useSaveGalleryImage';
import { EMPTY_GALLERY_FORM } from '../model/gallerySchema';
import '../components/GalleryPages.css';

/** /app/gallery/create (docs/product-rules.md#gallery). */
export function Component() {
  const { t } = useTranslation('gallery');
  const save = useSaveGalleryImage();
  return (
    <div className="gallery-form-page">
      <PageHeader
        title={t('form.createTitle')}
        subtitle={t('form.createSubtitle')}
        breadcrumb={{
          label: t('form.breadcrumb'),
          parents: [{ label: t('form.galleryCrumb'), to: GALLERY_LIST_PATH }],
        }}
      />
      <GalleryForm mode="create" initialValues={EMPTY_GALLERY_FORM} onSave={save} />
    </div>
  );
}
