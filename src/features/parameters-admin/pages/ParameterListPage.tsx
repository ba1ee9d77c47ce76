import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { GeneralParameter } from '@/api/generated/shopApi';
import { EmptyState } from '@/components/feedback/EmptyState';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { PageHeader } from '@/components/layout/PageHeader';
import { Pager } from '@/components/pagination/Pager';
import { useListGeneralParametersQuery } from '@/entities/parameter/api';
import { paginate } from '@/lib/paging/paging';
import { ParametersTable } from '../components/ParametersTable';
import { ParametersToolbar } from '../components/ParametersToolbar';
import { ParameterViewDialog } from '../components/ParameterViewDialog';
import { useDeleteParameter } from '../hooks/useDeleteParameter';
import { useParameterListParams } from '../hooks/useParameterListParams';
import { PARAMETER_PAGE_SIZE, searchParameters } from '../model/parameterSearch';
import { PARAMETER_CREATE_PATH } from '../model/paths';
import '../components/ParameterPages.css';

/**
 * /app/general: search, refresh, add; the table with view, edit and
 * delete; client-side pages of 10 with the range text. Search and page live
 * in the URL.
 */
export function Component() {
  const { t } = useTranslation('parameters');
  const list = useListGeneralParametersQuery();
  const { search, page, setSearch, setPage } = useParameterListParams();
  const [viewed, setViewed] = useState<GeneralParameter>();
  const remove = useDeleteParameter();
  const found = useMemo(() => searchParameters(list.data ?? [], search), [list.data, search]);
  const shown = paginate(found, page, PARAMETER_PAGE_SIZE);

  const addLink = (
    <Link to={PARAMETER_CREATE_PATH} className="btn btn-primary text-nowrap">
      <i className="bi bi-plus-lg me-1" aria-hidden="true" />
      {t('list.add')}
    </Link>
  );

  let content;
  if (list.isLoading) content = <LoadingState label={t('list.loading')} />;
  else if (list.isError && !list.data)
    content = (
      <ErrorState
        message={t('list.loadFailed')}
        retryLabel={t('list.retry')}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  else if (shown.total === 0)
    content = search.trim() ? (
      <EmptyState
        className="param-empty"
        icon="bi-search"
        title={t('empty.searchTitle')}
        text={t('empty.searchText', { query: search.trim() })}
      >
        <button type="button" className="btn btn-outline-secondary" onClick={() => setSearch('')}>
          {t('empty.clearSearch')}
        </button>
      </EmptyState>
    ) : (
      <EmptyState className="param-empty" icon="bi-sliders" title={t('empty.title')} text={t('empty.text')}>
        {addLink}
      </EmptyState>
    );
  else
    content = (
      <>
        <ParametersTable
          parameters={shown.items}
          busy={list.isFetching}
          onView={setViewed}
          onDelete={(parameter) => void remove(parameter)}
        />
        <Pager
          className="mt-3"
          page={shown.page}
          totalPages={shown.totalPages}
          onPage={setPage}
          label={t('list.pagerLabel')}
          summary={t('list.range', { from: shown.from, to: shown.to, total: shown.total })}
        />
      </>
    );

  return (
    <div className="param-page">
      <PageHeader title={t('list.title')} subtitle={t('list.subtitle')} actions={addLink} />
      <ParametersToolbar
        search={search}
        onSearch={setSearch}
        refreshing={list.isFetching && !list.isLoading}
        onRefresh={() => void list.refetch()}
      />
      {content}
      <ParameterViewDialog parameter={viewed} onHide={() => setViewed(undefined)} />
    </div>
  );
}
