import { Form } from 'react-bootstrap';
import './NewItems.css';

export interface NewItemsBarTexts {
  /** The section's name ('Pesanan baru'). */
  label: string;
  /** '{n} pesanan baru sejak terakhir dilihat', for the current count. */
  summary: string;
  /** 'Tandai sudah dilihat'. */
  acknowledge: string;
  /** 'Bunyi notifikasi'. */
  sound: string;
}

interface Props {
  /** Names the sound switch (`{name}-sound`) and the live region (test id `new-{name}-live`). */
  name: string;
  texts: NewItemsBarTexts;
  /** Items new since staff last looked. */
  count: number;
  onAcknowledge(): void;
  /**
   * What the screen reader says once when items arrive ('2 pesanan baru'); `serial` counts the announcements, so
   * the same words said again are read again.
   */
  message: { text: string; serial: number };
  soundOn: boolean;
  onSound(on: boolean): void;
  /** Nothing to mark before the first load. */
  loading: boolean;
}

/**
 * Above a list whose items announce themselves (useItemArrivals): the summary with 'Tandai sudah dilihat'
 * while there are new items, the 'Bunyi notifikasi' switch, and the polite live region that speaks arrivals.
 */
export function NewItemsBar({ name, texts, count, onAcknowledge, message, soundOn, onSound, loading }: Props) {
  return (
    <section className="new-items-bar" aria-label={texts.label}>
      {count > 0 && (
        <div className="new-items-bar__summary">
          <span className="new-items-bar__dot" aria-hidden="true" />
          <span>{texts.summary}</span>
          <button type="button" className="btn btn-sm btn-outline-primary" onClick={onAcknowledge} disabled={loading}>
            <i className="bi bi-check2-all me-1" aria-hidden="true" />
            {texts.acknowledge}
          </button>
        </div>
      )}
      <Form.Check
        type="switch"
        id={`${name}-sound`}
        role="switch"
        className="new-items-bar__sound mb-0"
        label={texts.sound}
        checked={soundOn}
        onChange={(event) => onSound(event.target.checked)}
      />
      <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid={`new-${name}-live`}>
        <span key={message.serial}>{message.text}</span>
      </div>
    </section>
  );
}
