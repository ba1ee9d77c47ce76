import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageTemplate } from '@/api/generated/shopApi';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { PageHeader } from '@/components/layout/PageHeader';
import { TemplateDialog, type TemplateDialogOpening } from '../components/TemplateDialog';
import { TemplatesSkeleton } from '../components/TemplatesSkeleton';
import { TemplatesWorkspace } from '../components/TemplatesWorkspace';
import { UnsupportedPanel } from '../components/UnsupportedPanel';
import { useMessageTemplates } from '../hooks/useMessageTemplates';
import { useTemplateView } from '../hooks/useTemplateView';
import '@/components/layout/backOffice.css';
import '../components/MessageTemplates.css';

/**
 * /app/message-templates, 'Template Ucapan' (proposed, tag MessageTemplates): the shop's words for a bunga papan and
 * a card by occasion and religion, to add, edit and delete, and the symbols each religion allows, read only. A backend
 * without templates (404/501) gets an explanation instead; any other failure a retry.
 */
export function Component() {
  const { t } = useTranslation('templates');
  const templates = useMessageTemplates();
  const [view] = useTemplateView();
  const [opening, setOpening] = useState<TemplateDialogOpening>();
  const openings = useRef(0);
  const open = (template?: MessageTemplate) => {
    openings.current += 1;
    setOpening({ template, defaults: view, key: openings.current });
  };

  let content;
  switch (templates.status) {
    case 'loading':
      content = <LoadingState label={t('states.loading')} skeleton={<TemplatesSkeleton />} />;
      break;
    case 'unsupported':
      content = <UnsupportedPanel onCheck={templates.refetch} checking={templates.fetching} />;
      break;
    case 'error':
      content = (
        <ErrorState
          message={t('states.error')}
          retryLabel={t('states.retry')}
          onRetry={templates.refetch}
          retrying={templates.fetching}
        />
      );
      break;
    case 'supported':
      content = <TemplatesWorkspace templates={templates.templates} onAdd={() => open()} onEdit={open} />;
      break;
  }

  return (
    <div className="bo-page message-templates-page">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          templates.status === 'supported' && (
            <button type="button" className="btn btn-primary" onClick={() => open()}>
              <i className="bi bi-plus-lg me-1" aria-hidden="true" />
              {t('list.add')}
            </button>
          )
        }
      />
      {content}
      <TemplateDialog opening={opening} onHide={() => setOpening(undefined)} />
    </div>
  );
}
