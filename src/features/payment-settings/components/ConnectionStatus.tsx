import { useTranslation } from 'react-i18next';
import type { PaymentProvider } from '@/api/generated/shopApi';
import '@/entities/order/ui/statusBadge.css';
import { providerName } from '@/lib/payments/paymentMethods';

interface Props {
  /** Whether the server holds the saved gateway's keys. */
  connected: boolean;
  /** The gateway saved (the one `connected` is about). */
  saved: PaymentProvider;
  /** The gateway chosen in the form. */
  chosen: PaymentProvider;
}

/**
 * 'Terhubung' / 'Belum terhubung': whether the server holds the gateway's keys. The keys live on the server only; the
 * app never asks for one and never shows one.
 */
export function ConnectionStatus({ connected, saved, chosen }: Props) {
  const { t } = useTranslation('payments');
  const provider = (key: PaymentProvider) => providerName(key);
  return (
    <div className="payment-settings-connection" role="group" aria-labelledby="payment-settings-connection-label">
      <p className="mb-1 d-flex flex-wrap align-items-center gap-2">
        <span id="payment-settings-connection-label" className="fw-semibold">
          {t('settings.connection.label', { provider: provider(saved) })}
        </span>
        <span className={`status-badge status-badge--${connected ? 'green' : 'yellow'}`}>
          <i className={`bi ${connected ? 'bi-plug-fill' : 'bi-plug'} me-1`} aria-hidden="true" />
          {t(connected ? 'settings.connection.connected' : 'settings.connection.notConnected')}
        </span>
      </p>
      <p className="small text-body-secondary mb-0">
        {t(connected ? 'settings.connection.keysOnServer' : 'settings.connection.askForKeys', {
          provider: provider(saved),
        })}
      </p>
      {chosen !== saved && (
        <p className="small mb-0 mt-1">
          {t('settings.connection.afterSave', { saved: provider(saved), chosen: provider(chosen) })}
        </p>
      )}
    </div>
  );
}
