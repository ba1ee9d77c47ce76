import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { FlowerProduct } from '@/api/generated/shopApi';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { PageHeader } from '@/components/layout/PageHeader';
import { useGetFlowerCategoryQuery, useListFlowerProductsByCategoryQuery } from '@/entities/catalogue/api';
import { CatalogueCardGrid } from '../components/CatalogueCardGrid';
import { CatalogueCardSkeletons } from '../components/CatalogueCardSkeletons';
import { CatalogueEmptyState } from '../components/CatalogueEmptyState';
import { CategoryBanner } from '../components/CategoryBanner';
import { ProductCard } from '../components/ProductCard';
import { ProductFormDialog } from '../components/ProductFormDialog';
import { SearchToolbar } from '../components/SearchToolbar';
import { useDeleteProduct } from '../hooks/useDeleteActions';
import { matchesText, usePagedSearch } from '../hooks/usePagedSearch';
import { useProductDialog } from '../hooks/useProductDialog';
import '../components/CategoryBanner.css';
import './CataloguePages.css';

const matchesProduct = (product: FlowerProduct, query: string) =>
  matchesText(query, product.productName, product.description);

function parseId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** /app/flower/products/{categoryId} — the products of one category. */
export function Component() {
  const { t } = useTranslation('catalogue');
  const categoryId = parseId(useParams().categoryId);
  const category = useGetFlowerCategoryQuery(categoryId ? { id: categoryId } : skipToken);
  const products = useListFlowerProductsByCategoryQuery(categoryId ? { categoryId } : skipToken);
  const paged = usePagedSearch(products.data, matchesProduct);
  const deleteProduct = useDeleteProduct();
  const { openCreate, openEdit, dialogProps } = useProductDialog(categoryId ?? 0);
  const { formKey, ...dialog } = dialogProps;
  const retryCategory = useCallback(() => void category.refetch(), [category]);
  const retryProducts = useCallback(() => void products.refetch(), [products]);
  const categoryName = category.data?.categoryName?.trim() || (category.data ? t('categories.noName') : '');
  const categoryFailed = categoryId === null || (category.isError && !category.data);

  const addButton = (
    <button type="button" className="btn btn-primary text-nowrap" onClick={openCreate} disabled={!category.data}>
      <i className="bi bi-plus-lg me-1" aria-hidden="true" />
      {t('products.add')}
    </button>
  );

  let content;
  if (categoryId === null || products.isLoading)
    content =
      categoryId === null ? null : <LoadingState label={t('products.loading')} skeleton={<CatalogueCardSkeletons />} />;
  else if (products.isError && !products.data)
    content = (
      <ErrorState message={t('productMessages.loadFailed')} retryLabel={t('actions.retry')} onRetry={retryProducts} />
    );
  else if (paged.total === 0)
    content = (
      <CatalogueEmptyState
        icon="bi-basket"
        title={t('products.empty')}
        text={paged.query ? t('products.noMatch', { query: paged.query }) : t('products.emptyText')}
        searching={Boolean(paged.query)}
        onClearSearch={() => paged.setQuery('')}
      >
        {category.data && addButton}
      </CatalogueEmptyState>
    );
  else
    content = (
      <CatalogueCardGrid busy={products.isFetching} paging={paged}>
        {paged.items.map((product) => (
          <li className="col" key={product.productID}>
            <ProductCard product={product} onEdit={openEdit} onDelete={deleteProduct} />
          </li>
        ))}
      </CatalogueCardGrid>
    );

  return (
    <div className="catalogue-page">
      <PageHeader
        back={{ label: t('products.back'), to: '/app/flower' }}
        title={categoryName ? t('products.title', { name: categoryName }) : '\u00a0'}
        actions={addButton}
      />
      {categoryFailed && (
        <ErrorState
          message={t('productMessages.categoryFailed')}
          retryLabel={t('actions.retry')}
          onRetry={retryCategory}
        />
      )}
      {category.data && <CategoryBanner category={category.data} />}
      {category.isLoading && (
        <div className="catalogue-banner-skeleton placeholder-glow mb-4" aria-hidden="true">
          <span className="placeholder col-12 rounded-3" />
        </div>
      )}
      <SearchToolbar
        label={t('products.searchLabel')}
        placeholder={t('products.searchPlaceholder')}
        value={paged.query}
        onChange={paged.setQuery}
        totalText={t('products.total', { count: paged.total })}
      />
      {content}
      <ProductFormDialog key={formKey} {...dialog} categoryName={categoryName} />
    </div>
  );
}
