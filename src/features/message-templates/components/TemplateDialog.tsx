import Modal from 'react-bootstrap/Modal';
import type { MessageTemplate } from '@/api/generated/shopApi';
import type { TemplateDefaults } from '../model/templateForm';
import { TemplateForm } from './TemplateForm';

/** What the dialog was opened for: a template to edit, or a new one from the list's view. */
export interface TemplateDialogOpening {
  template?: MessageTemplate;
  defaults: TemplateDefaults;
  /** Counts the openings: each one starts a fresh form. */
  key: number;
}

interface Props {
  opening: TemplateDialogOpening | undefined;
  onHide(): void;
}

/** 'Tambah Template' / 'Edit Template': a modal dialog labelled by its title; Escape and the close button close it. */
export function TemplateDialog({ opening, onHide }: Props) {
  return (
    <Modal
      show={Boolean(opening)}
      onHide={onHide}
      centered
      scrollable
      size="lg"
      aria-labelledby="template-dialog-title"
      className="message-template-dialog"
    >
      {opening && (
        <TemplateForm
          key={opening.key}
          template={opening.template}
          defaults={opening.defaults}
          titleId="template-dialog-title"
          onDone={onHide}
          onCancel={onHide}
        />
      )}
    </Modal>
  );
}
