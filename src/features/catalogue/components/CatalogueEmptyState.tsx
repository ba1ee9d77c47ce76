import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/feedback/EmptyState';

interface Props {
  icon: string;
  title: string;
  text: string;
  /** A search is on: offer to clear it. */
  searching: boolean;
  onClearSearch: () => void;
  /** The list's add button, when adding is possible. */
  children?: ReactNode;
}

/** A catalogue list with nothing (or nothing matching) to show: clear the search, or add one. */
export function CatalogueEmptyState({ icon, title, text, searching, onClearSearch, children }: Props) {
  const { t } = useTranslation('catalogue');
  return (
    <EmptyState
      className="catalogue-empty py-5 px-3 rounded-4 border border-dashed bg-body"
      icon={icon}
      title={title}
      text={text}
    >
      {searching && (
        <button type="button" className="btn btn-outline-secondary" onClick={onClearSearch}>
          {t('search.clear')}
        </button>
      )}
      {children}
    </EmptyState>
  );
}
