import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { PageHeader } from '@/components/layout/PageHeader';
import { useGetDeliverySettingsQuery } from '@/entities/delivery/api';
import { useDeliverySettings } from '@/entities/delivery/useDeliverySettings';
import { shopToday } from '@/lib/dates/shopClock';
import { DeliverySettingsForm } from '../components/DeliverySettingsForm';
import { DeliverySettingsSkeleton } from '../components/DeliverySettingsSkeleton';
import { UnsupportedPanel } from '../components/UnsupportedPanel';
import '../components/DeliverySettings.css';

/**
 * /app/delivery, 'Pengaturan Pengiriman' (docs/product-rules.md#delivery-rules-proposed): the shop's delivery
 * rules. A backend without the delivery calls (404/501) gets an explanation instead of the form; any other
 * failure a retry.
 */
export function Component() {
  const { t } = useTranslation('delivery');
  const delivery = useDeliverySettings();
  const { isFetching } = useGetDeliverySettingsQuery();

  let content;
  switch (delivery.status) {
    case 'loading':
      content = <LoadingState label={t('states.loading')} skeleton={<DeliverySettingsSkeleton />} />;
      break;
    case 'unsupported':
      content = <UnsupportedPanel onCheck={delivery.refetch} checking={isFetching} />;
      break;
    case 'error':
      content = (
        <ErrorState
          message={t('states.error')}
          retryLabel={t('states.retry')}
          onRetry={delivery.refetch}
          retrying={isFetching}
        />
      );
      break;
    case 'supported':
      content = <DeliverySettingsForm settings={delivery.settings} today={shopToday()} />;
      break;
  }

  return (
    <div className="delivery-page">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        breadcrumb={{ label: t('breadcrumb.label'), parents: [{ label: t('breadcrumb.orders'), to: '/app/orders' }] }}
      />
      {content}
    </div>
  );
}
