import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { PageHeader } from '@/components/layout/PageHeader';
import { PaymentSettingsForm } from '../components/PaymentSettingsForm';
import { PaymentSettingsSkeleton } from '../components/PaymentSettingsSkeleton';
import { UnsupportedPanel } from '../components/UnsupportedPanel';
import { usePaymentSettings } from '../hooks/usePaymentSettings';
import '@/components/layout/backOffice.css';
import '../components/PaymentSettings.css';

/**
 * /app/payment-settings, 'Pengaturan Pembayaran' (proposed, tag Gateway): the gateway (on or off, Midtrans or Xendit,
 * whether the server holds its keys), the methods offered, how long a payment session lasts and whether manual
 * transfer stays a choice. The keys themselves live on the server: never asked for, never shown. A backend without
 * payments by gateway (404/501) gets an explanation instead of the form; any other failure a retry.
 */
export function Component() {
  const { t } = useTranslation('payments');
  const settings = usePaymentSettings();

  let content;
  switch (settings.status) {
    case 'loading':
      content = <LoadingState label={t('settings.loading')} skeleton={<PaymentSettingsSkeleton />} />;
      break;
    case 'unsupported':
      content = <UnsupportedPanel onCheck={settings.refetch} checking={settings.fetching} />;
      break;
    case 'error':
      content = (
        <ErrorState
          message={t('settings.error')}
          retryLabel={t('states.retry')}
          onRetry={settings.refetch}
          retrying={settings.fetching}
        />
      );
      break;
    case 'supported':
      content = <PaymentSettingsForm settings={settings.settings} />;
      break;
  }

  return (
    <div className="bo-page payment-settings-page">
      <PageHeader
        title={t('settings.title')}
        subtitle={t('settings.subtitle')}
        breadcrumb={{ label: t('breadcrumb.label'), parents: [{ label: t('breadcrumb.orders'), to: '/app/orders' }] }}
      />
      {content}
    </div>
  );
}
