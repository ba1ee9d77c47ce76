import { useEffect, useRef, useState } from 'react';
import Toast from 'react-bootstrap/Toast';
import { useTranslation } from 'react-i18next';
import { TOAST_DEFAULTS, type ToastMessage } from './toastSlice';
import './Toast.css';

const VARIANT: Record<ToastMessage['kind'], string> = {
  success: 'success',
  error: 'danger',
  info: 'info',
  warning: 'warning',
};

interface Props {
  toast: ToastMessage;
  onDismiss: (id: string) => void;
}

/** One toast: closes after its timeout, pauses while hovered, tap to dismiss, with a progress bar. */
export function ToastItem({ toast, onDismiss }: Props) {
  const { t } = useTranslation('common');
  const [remaining, setRemaining] = useState(toast.timeoutMs);
  const hovered = useRef(false);

  useEffect(() => {
    const timer = window.setInterval(() => {
      if (hovered.current) return;
      setRemaining((left) => left - TOAST_DEFAULTS.progressTickMs);
    }, TOAST_DEFAULTS.progressTickMs);
    return () => window.clearInterval(timer);
  }, []);

  useEffect(() => {
    if (remaining <= 0) onDismiss(toast.id);
  }, [remaining, onDismiss, toast.id]);

  const percent = Math.max(0, Math.min(100, (remaining / toast.timeoutMs) * 100));
  const role = toast.kind === 'error' ? 'alert' : 'status';

  return (
    <Toast
      bg={VARIANT[toast.kind]}
      onClick={() => onDismiss(toast.id)}
      onClose={() => onDismiss(toast.id)}
      onMouseEnter={() => (hovered.current = true)}
      onMouseLeave={() => {
        hovered.current = false;
        setRemaining(TOAST_DEFAULTS.extendedTimeoutMs);
      }}
      className={`app-toast app-toast--${toast.kind}`}
      role={role}
      aria-live={toast.kind === 'error' ? 'assertive' : 'polite'}
    >
      {toast.title && (
        <Toast.Header closeLabel={t('actions.close')}>
          <strong className="me-auto">{toast.title}</strong>
        </Toast.Header>
      )}
      <Toast.Body className={toast.kind === 'warning' || toast.kind === 'info' ? 'text-dark' : 'text-white'}>
        {toast.message}
      </Toast.Body>
      <div className="app-toast__progress" style={{ width: `${percent}%` }} aria-hidden="true" />
    </Toast>
  );
}
