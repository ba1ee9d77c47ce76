import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/feedback/ErrorState';
import { useHomeContent } from '../hooks/useHomeContent';
import './ShopInfoNotice.css';

/**
 * 'Failed to load shop information. Using default data.' with 'Muat Ulang' (docs/product-rules.md#shop-information).
 */
export function ShopInfoNotice() {
  const { t } = useTranslation('home');
  const { isError, isFetching, refetch } = useHomeContent();
  if (!isError) return null;
  return (
    <div className="home-notice-bar">
      <div className="container">
        <ErrorState
          tone="notice"
          className="mb-0"
          message={t('shopInfo.error')}
          retryLabel={t('shopInfo.reload')}
          onRetry={refetch}
          retrying={isFetching}
        />
      </div>
    </div>
  );
}
