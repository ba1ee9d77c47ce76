import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { usageOf } from '../model/parameterUsage';

/**
 * Where the public site uses a parameter, in words ('footer: telepon…; halaman depan: teks "Tagline"'), or '' when
 * it does not.
 */
export function useUsageText() {
  const { t } = useTranslation('parameters');
  return useCallback(
    (parameter: { paramCode?: string | null; paramName?: string | null }) => {
      const usage = usageOf(parameter);
      return [
        usage.setting && t(`usage.${usage.setting}`),
        usage.homeName && t('usage.homeText', { name: usage.homeName }),
        usage.payment && t(`usage.payment.${usage.payment}`),
      ]
        .filter(Boolean)
        .join('; ');
    },
    [t],
  );
}
