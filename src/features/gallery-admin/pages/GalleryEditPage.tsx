import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { GalleryImage } from '@/api/generated/shopApi';
import { LoadingState } from '@/components/feedback/LoadingState';
import { PageHeader } from '@/components/layout/PageHeader';
import { useGetGalleryImageQuery } from '@/entities/gallery/api';
import { galleryImageSrc } from '@/entities/gallery/model/galleryImageSrc';
import { GALLERY_LIST_PATH, GalleryForm } from '../components/GalleryForm';
import { useSaveGalleryImage } from '../hooks/useSaveGalleryImage';
import { galleryIdOf, loadProblemOf } from '../model/editLoad';
import { formValuesOf } from '../model/payloads';
import '../components/GalleryPages.css';

function EditForm({ image }: { image: GalleryImage }) {
  const save = useSaveGalleryImage(image);
  return (
    <GalleryForm
      key={image.id}
      mode="edit"
      initialValues={formValuesOf(image)}
      currentSrc={galleryImageSrc(image)}
      onSave={save}
    />
  );
}

/**
 * /app/gallery/edit/{id} (docs/product-rules.md#gallery): the image loads (bare or wrapped
 * in { success, data }); a missing or non-numeric id, an unknown image and a
 * failed load each say so, with the way back to the list.
 */
export function Component() {
  const { t } = useTranslation('gallery');
  const id = galleryIdOf(useParams().id);
  const query = useGetGalleryImageQuery({ id: id ?? 0 }, { skip: id === null, refetchOnMountOrArgChange: true });
  const image = query.currentData;
  const problem = id === null ? 'missingId' : loadProblemOf(query, image);

  let content;
  if (problem)
    content = (
      <div className="alert alert-danger d-flex flex-column flex-sm-row align-items-sm-center gap-3" role="alert">
        <span className="flex-grow-1">
          <i className="bi bi-exclamation-triangle-fill me-2" aria-hidden="true" />
          {t(`load.${problem}`)}
        </span>
        <span className="d-flex gap-2">
          {problem === 'failed' && (
            <button type="button" className="btn btn-sm btn-danger" onClick={() => void query.refetch()}>
              <i className="bi bi-arrow-clockwise me-1" aria-hidden="true" />
              {t('list.retry')}
            </button>
          )}
          <Link to={GALLERY_LIST_PATH} className="btn btn-sm btn-outline-danger">
            {t('load.backToList')}
          </Link>
        </span>
      </div>
    );
  else if (!image) content = <LoadingState label={t('load.loading')} />;
  else content = <EditForm image={image} />;

  return (
    <div className="gallery-form-page">
      <PageHeader
        title={t('form.editTitle')}
        subtitle={image ? t('form.editSubtitle', { title: image.title }) : undefined}
        breadcrumb={{
          label: t('form.breadcrumb'),
          parents: [{ label: t('form.galleryCrumb'), to: GALLERY_LIST_PATH }],
        }}
      />
      {content}
    </div>
  );
}
