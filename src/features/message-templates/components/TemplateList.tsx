import { useTranslation } from 'react-i18next';
import type { MessageTemplate } from '@/api/generated/shopApi';
import { groupByOccasion } from '../model/templateList';
import { TemplateCard } from './TemplateCard';

interface Props {
  templates: readonly MessageTemplate[];
  deleting: number | undefined;
  onEdit(template: MessageTemplate): void;
  onDelete(template: MessageTemplate): void;
}

/** The view's templates under their occasion, in the composer's order. */
export function TemplateList({ templates, deleting, onEdit, onDelete }: Props) {
  const { t } = useTranslation(['templates', 'words']);
  return (
    <div className="d-flex flex-column gap-4">
      {groupByOccasion(templates).map(({ occasion, templates: group }) => (
        <section key={occasion} aria-labelledby={`templates-occasion-${occasion}`}>
          <h3 id={`templates-occasion-${occasion}`} className="h6 message-templates__occasion">
            {t(`words:occasions.${occasion}`)} <span className="text-body-secondary fw-normal">({group.length})</span>
          </h3>
          <ul className="message-templates__grid list-unstyled mb-0">
            {group.map((template) => (
              <li key={template.templateID}>
                <TemplateCard
                  template={template}
                  deleting={deleting === template.templateID}
                  onEdit={onEdit}
                  onDelete={onDelete}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
