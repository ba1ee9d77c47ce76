import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/feedback/ErrorState';
import { useHomeParameters } from '../hooks/useHomeContent';
import './ShopInfoNotice.css';

/**
 * 'Failed to load shop information. Using default data.' with 'Muat Ulang' (docs/product-rules.md#shop-information).
 */
export function ShopInfoNotice() {
  const { t } = useTranslation('home');
  const { isError, isFetching, refetch } = useHomeParameters();
  if (!isError) return null;
  return (
    <div className="home-notice-bar">
      <div className="container">
        <ErrorState
          tone="notice"
          className="mb-0"
          message={t('shopInfo.error')}
          retryLabel={t('shopInfo.reload')}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      </div>
    </div>
  );
}
