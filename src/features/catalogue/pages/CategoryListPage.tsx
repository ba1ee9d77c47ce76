import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowerCategory } from '@/api/generated/shopApi';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { PageHeader } from '@/components/layout/PageHeader';
import { useListFlowerCategoriesQuery } from '@/entities/catalogue/api';
import { CatalogueCardGrid } from '../components/CatalogueCardGrid';
import { CatalogueCardSkeletons } from '../components/CatalogueCardSkeletons';
import { CatalogueEmptyState } from '../components/CatalogueEmptyState';
import { CategoryCard } from '../components/CategoryCard';
import { CategoryFormDialog } from '../components/CategoryFormDialog';
import { SearchToolbar } from '../components/SearchToolbar';
import { useCategoryDialog } from '../hooks/useCategoryDialog';
import { useDeleteCategory } from '../hooks/useDeleteActions';
import { matchesText, usePagedSearch } from '../hooks/usePagedSearch';
import { usePopularToggle } from '../hooks/usePopularToggle';
import './CataloguePages.css';

const matchesCategory = (category: FlowerCategory, query: string) =>
  matchesText(query, category.categoryName, category.description);

/** /app/flower — 'Manajemen Kategori Bunga'. */
export function Component() {
  const { t } = useTranslation('catalogue');
  const list = useListFlowerCategoriesQuery();
  const paged = usePagedSearch(list.data, matchesCategory);
  const { toggle, pendingIds } = usePopularToggle();
  const deleteCategory = useDeleteCategory();
  const { openCreate, openEdit, dialogProps } = useCategoryDialog();
  const { formKey, ...dialog } = dialogProps;
  const retry = useCallback(() => void list.refetch(), [list]);

  const addButton = (
    <button type="button" className="btn btn-primary text-nowrap" onClick={openCreate}>
      <i className="bi bi-plus-lg me-1" aria-hidden="true" />
      {t('categories.add')}
    </button>
  );

  let content;
  if (list.isLoading) content = <LoadingState label={t('categories.loading')} skeleton={<CatalogueCardSkeletons />} />;
  else if (list.isError && !list.data)
    content = <ErrorState message={t('categoryMessages.loadFailed')} retryLabel={t('actions.retry')} onRetry={retry} />;
  else if (paged.total === 0)
    content = (
      <CatalogueEmptyState
        icon="bi-flower2"
        title={t('categories.empty')}
        text={paged.query ? t('categories.noMatch', { query: paged.query }) : t('categories.emptyText')}
        searching={Boolean(paged.query)}
        onClearSearch={() => paged.setQuery('')}
      >
        {addButton}
      </CatalogueEmptyState>
    );
  else
    content = (
      <CatalogueCardGrid busy={list.isFetching} paging={paged}>
        {paged.items.map((category) => (
          <li className="col" key={category.categoryID}>
            <CategoryCard
              category={category}
              popularPending={pendingIds.has(category.categoryID)}
              onTogglePopular={toggle}
              onEdit={openEdit}
              onDelete={deleteCategory}
            />
          </li>
        ))}
      </CatalogueCardGrid>
    );

  return (
    <div className="catalogue-page">
      <PageHeader title={t('categories.title')} subtitle={t('categories.subtitle')} actions={addButton} />
      <SearchToolbar
        label={t('categories.searchLabel')}
        placeholder={t('categories.searchPlaceholder')}
        value={paged.query}
        onChange={paged.setQuery}
        totalText={t('categories.total', { count: paged.total })}
      />
      {content}
      <CategoryFormDialog key={formKey} {...dialog} />
    </div>
  );
}
