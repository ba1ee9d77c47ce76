import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeferredQuery } from '@/api/useDeferredQuery';
import { useListGeneralParametersQuery } from '@/entities/parameter/api';
import { findParameterValue } from '@/lib/shop/shopSettings';

/** The four stats of the about section and the parameter each one reads. */
export const HOME_STATS = [
  { id: 'flowerTypes', parameter: 'Jenis Bunga', icon: 'bi-flower1' },
  { id: 'customers', parameter: 'Pelanggan Puas', icon: 'bi-emoji-smile' },
  { id: 'service', parameter: 'Layanan', icon: 'bi-headset' },
  { id: 'delivery', parameter: 'Pengiriman', icon: 'bi-truck' },
] as const;

export type HomeStatId = (typeof HOME_STATS)[number]['id'];

export const FEATURE_COUNT = 3;
export const SERVICE_COUNT = 6;

export interface HomeContent {
  tagline: string;
  about: string;
  /** Feature 1-3 */
  features: string[];
  stats: Record<HomeStatId, string>;
  /** Layanan 1-6 */
  services: string[];
}

export interface HomeContentState {
  content: HomeContent;
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => void;
}

const range = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

/**
 * Tagline, about text, features, stats and services from the named general
 * parameters (docs/product-rules.md#general-parameters); every value missing — or all of
 * them when the call fails — falls back to the translated default.
 */
export function useHomeContent(): HomeContentState {
  const { t, i18n } = useTranslation('home');
  const { data, isLoading, isError, isFetching, refetch } = useDeferredQuery(useListGeneralParametersQuery());
  const language = i18n.language;

  const content = useMemo<HomeContent>(() => {
    const parameters = isError ? undefined : data;
    const pick = (name: string, fallback: string) => findParameterValue(parameters, name) ?? fallback;
    const stats = Object.fromEntries(
      HOME_STATS.map((stat) => [stat.id, pick(stat.parameter, t(`defaults.stats.${stat.id}`))]),
    ) as Record<HomeStatId, string>;
    return {
      tagline: pick('Tagline', t('defaults.tagline')),
      about: pick('Tentang', t('defaults.about')),
      features: range(FEATURE_COUNT).map((n) => pick(`Feature ${n}`, t(`defaults.features.${n}`))),
      stats,
      services: range(SERVICE_COUNT).map((n) => pick(`Layanan ${n}`, t(`defaults.services.${n}`))),
    };
    // `language` re-derives the defaults after a language switch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, isError, t, language]);

  return { content, isLoading, isError, isFetching, refetch: () => void refetch() };
}
