import { useId, type ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import './SideDrawer.css';

interface Props {
  show: boolean;
  onHide: () => void;
  /** Which inline side it slides in from; follows the text direction (start is the right in rtl). */
  placement: 'start' | 'end';
  title: ReactNode;
  closeLabel: string;
  children: ReactNode;
  className?: string;
}

/**
 * A side panel (the mobile menu, the theme settings) on react-bootstrap's
 * Modal: focus moves in and is kept there, Escape and the backdrop close it,
 * and focus returns to the button that opened it.
 */
export function SideDrawer({ show, onHide, placement, title, closeLabel, children, className = '' }: Props) {
  const titleId = useId();
  return (
    <Modal
      show={show}
      onHide={onHide}
      className={`side-drawer side-drawer--${placement} ${className}`}
      dialogClassName="side-drawer__dialog"
      contentClassName="side-drawer__content"
      aria-labelledby={titleId}
    >
      <Modal.Header closeButton closeLabel={closeLabel} className="side-drawer__header">
        <Modal.Title as="h2" id={titleId} className="h5 mb-0 min-w-0">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="side-drawer__body">{children}</Modal.Body>
    </Modal>
  );
}
