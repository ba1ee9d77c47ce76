import { useTranslation } from 'react-i18next';
import type { MessageTemplate } from '@/api/generated/shopApi';
import { EmptyState } from '@/components/feedback/EmptyState';
import { useDeleteTemplate } from '../hooks/useDeleteTemplate';
import { useTemplateView } from '../hooks/useTemplateView';
import { templatesInView } from '../model/templateList';
import { BoardSymbolsSection } from './BoardSymbolsSection';
import { TemplateList } from './TemplateList';
import { TemplatesToolbar } from './TemplatesToolbar';

interface Props {
  templates: readonly MessageTemplate[];
  onAdd(): void;
  onEdit(template: MessageTemplate): void;
}

const LIST_TITLE_ID = 'message-templates-list-title';

/**
 * The templates the server answered: the view's tabs and filters, a failed delete, the list (or why it is empty), and
 * the symbols each religion allows.
 */
export function TemplatesWorkspace({ templates, onAdd, onEdit }: Props) {
  const { t } = useTranslation('templates');
  const [view, setView] = useTemplateView();
  const deletion = useDeleteTemplate();
  const shown = templatesInView(templates, view);
  const ofFormat = templatesInView(templates, { format: view.format, occasion: '', religion: '' });
  const counts = {
    board: templates.filter((template) => template.format === 'board').length,
    card: templates.filter((template) => template.format === 'card').length,
  };

  let list;
  if (ofFormat.length === 0)
    list = (
      <EmptyState icon="bi-chat-square-quote" title={t(`states.empty.${view.format}`)} text={t('states.emptyText')}>
        <button type="button" className="btn btn-primary" onClick={onAdd}>
          <i className="bi bi-plus-lg me-1" aria-hidden="true" />
          {t('list.add')}
        </button>
      </EmptyState>
    );
  else if (shown.length === 0)
    list = (
      <EmptyState icon="bi-funnel" title={t('states.emptyFiltered')} text={t('states.emptyFilteredText')}>
        <button
          type="button"
          className="btn btn-outline-primary"
          onClick={() => setView({ occasion: '', religion: '' })}
        >
          {t('states.showAll')}
        </button>
      </EmptyState>
    );
  else list = <TemplateList templates={shown} deleting={deletion.deleting} onEdit={onEdit} onDelete={deletion.ask} />;

  return (
    <div className="d-flex flex-column gap-4">
      <TemplatesToolbar view={view} counts={counts} onChange={(change) => setView(change, { replace: true })} />
      {deletion.failure && (
        <div className="alert alert-danger d-flex align-items-start gap-2 mb-0" role="alert">
          <i className="bi bi-exclamation-triangle-fill mt-1" aria-hidden="true" />
          <p className="mb-0 flex-grow-1">{deletion.failure}</p>
          <button type="button" className="btn-close" aria-label={t('form.close')} onClick={deletion.dismiss} />
        </div>
      )}
      <section className="card message-templates-card" aria-labelledby={LIST_TITLE_ID}>
        <div className="card-body p-4">
          <h2 id={LIST_TITLE_ID} className="h5 mb-3">
            {t(`list.label.${view.format}`)}{' '}
            <span className="text-body-secondary fw-normal small">· {t('list.count', { count: shown.length })}</span>
          </h2>
          {list}
        </div>
      </section>
      <BoardSymbolsSection />
    </div>
  );
}
