import { useTranslation } from 'react-i18next';
import { LoadNotice } from '../components/LoadNotice';
import { useHomeContent } from '../hooks/useHomeContent';

/** 'Failed to load shop information. Using default data.' with 'Muat Ulang' (spec §8). */
export function ShopInfoNotice() {
  const { t } = useTranslation('home');
  const { isError, isFetching, refetch } = useHomeContent();
  if (!isError) return null;
  return (
    <div className="home-notice-bar">
      <div className="container">
        <LoadNotice message={t('shopInfo.error')} actionLabel={t('shopInfo.reload')} onAction={refetch} busy={isFetching} />
      </div>
    </div>
  );
}
