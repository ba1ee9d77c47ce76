import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/feedback/EmptyState';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { PageHeader } from '@/components/layout/PageHeader';
import { Pager } from '@/components/pagination/Pager';
import { GalleryCardSkeletons } from '../components/GalleryCardSkeletons';
import { GalleryCounters } from '../components/GalleryCounters';
import { GalleryGrid } from '../components/GalleryGrid';
import { GalleryToolbar } from '../components/GalleryToolbar';
import { useGalleryList } from '../hooks/useGalleryList';
import '../components/GalleryPages.css';

/** /app/gallery — 'Manajemen Galeri Bunga' (docs/product-rules.md#gallery). */
export function Component() {
  const { t } = useTranslation('gallery');
  const list = useGalleryList();

  const addLink = (
    <Link to="/app/gallery/create" className="btn btn-primary text-nowrap">
      <i className="bi bi-plus-lg me-1" aria-hidden="true" />
      {t('list.add')}
    </Link>
  );
  const resetButton = (
    <button type="button" className="btn btn-outline-secondary" onClick={list.reset}>
      <i className="bi bi-funnel me-1" aria-hidden="true" />
      {t('empty.resetFilter')}
    </button>
  );

  let content;
  if (list.isError)
    content = <ErrorState message={t('list.loadFailed')} retryLabel={t('list.retry')} onRetry={list.retry} />;
  else if (list.isLoading) content = <LoadingState label={t('list.loading')} skeleton={<GalleryCardSkeletons />} />;
  else if (list.visible.length === 0)
    content = list.filtered ? (
      <EmptyState
        className="gallery-empty"
        icon="bi-funnel"
        title={t('empty.filteredTitle')}
        text={t('empty.filteredText')}
      >
        {resetButton}
      </EmptyState>
    ) : (
      <EmptyState className="gallery-empty" icon="bi-images" title={t('empty.title')} text={t('empty.text')}>
        {addLink}
      </EmptyState>
    );
  else
    content = (
      <GalleryGrid
        images={list.visible}
        page={list.page}
        totalPages={list.totalPages}
        status={list.status}
        search={list.search}
        showImages={list.includeImages}
        fetching={list.isFetching}
        reload={list.reload}
      />
    );

  return (
    <div className="gallery-admin-page">
      <PageHeader title={t('list.title')} subtitle={t('list.subtitle')} actions={addLink} />
      <GalleryToolbar
        search={list.search}
        status={list.status}
        includeImages={list.includeImages}
        refreshing={list.isFetching}
        onSearch={list.setSearch}
        onStatus={list.setStatus}
        onIncludeImages={list.setIncludeImages}
        onReset={list.reset}
        onRefresh={list.refresh}
      />
      {list.hasData && (
        <GalleryCounters total={list.total} active={list.counts.active} inactive={list.counts.inactive} />
      )}
      {content}
      {list.hasData && !list.isError && list.totalPages > 0 && (
        <Pager
          className="mt-4"
          page={list.page}
          totalPages={list.totalPages}
          onPage={(page) => list.setPage(page)}
          label={t('pager.label')}
          summary={t('pager.summary', { page: list.page, total: list.totalPages })}
        />
      )}
    </div>
  );
}
