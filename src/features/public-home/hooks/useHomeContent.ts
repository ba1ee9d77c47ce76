import type { i18n as I18n, TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListGeneralParametersApiResponse } from '@/api/generated/shopApi';
import { shownQueryState } from '@/api/shownQueryState';
import { useDeferredQuery } from '@/api/useDeferredQuery';
import { useListGeneralParametersQuery } from '@/entities/parameter/api';
import {
  FEATURE_PARAMETERS,
  HOME_STAT_PARAMETERS,
  HOME_TEXT_PARAMETERS,
  SERVICE_PARAMETERS,
} from '@/lib/shop/homeParameters';
import { findParameterValue } from '@/lib/shop/shopSettings';

/** The four stats of the about section, each with the parameter it reads. */
export const HOME_STATS = [
  { id: 'flowerTypes', parameter: HOME_STAT_PARAMETERS.flowerTypes, icon: 'bi-flower1' },
  { id: 'customers', parameter: HOME_STAT_PARAMETERS.customers, icon: 'bi-emoji-smile' },
  { id: 'service', parameter: HOME_STAT_PARAMETERS.service, icon: 'bi-headset' },
  { id: 'delivery', parameter: HOME_STAT_PARAMETERS.delivery, icon: 'bi-truck' },
] as const;

export type HomeStatId = keyof typeof HOME_STAT_PARAMETERS;

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

type Parameters = ListGeneralParametersApiResponse | undefined;

/** The content from the parameters, every missing value its default in `t`'s language. */
function deriveHomeContent(parameters: Parameters, t: TFunction<'home'>): HomeContent {
  const pick = (name: string, fallback: () => string) => findParameterValue(parameters, name) ?? fallback();
  const stats = Object.fromEntries(
    HOME_STATS.map((stat) => [stat.id, pick(stat.parameter, () => t(`defaults.stats.${stat.id}`))]),
  ) as Record<HomeStatId, string>;
  return {
    tagline: pick(HOME_TEXT_PARAMETERS.tagline, () => t('defaults.tagline')),
    about: pick(HOME_TEXT_PARAMETERS.about, () => t('defaults.about')),
    features: FEATURE_PARAMETERS.map((name, index) => pick(name, () => t(`defaults.features.${index + 1}`))),
    stats,
    services: SERVICE_PARAMETERS.map((name, index) => pick(name, () => t(`defaults.services.${index + 1}`))),
  };
}

/**
 * The last content derived per translations instance: the sections that show it (hero, about, services) render in
 * the same pass, and derive it once per answer and language between them.
 */
const lastDerived = new WeakMap<object, { parameters: Parameters; language: string; content: HomeContent }>();

function sharedHomeContent(parameters: Parameters, t: TFunction<'home'>, i18n: I18n): HomeContent {
  const last = lastDerived.get(i18n);
  if (last && last.parameters === parameters && last.language === i18n.language) return last.content;
  const content = deriveHomeContent(parameters, t);
  lastDerived.set(i18n, { parameters, language: i18n.language, content });
  return content;
}

/** The shop information's call as the home shows it: its answer, or its failure and retry. */
export function useHomeParameters() {
  return useDeferredQuery(useListGeneralParametersQuery(undefined, { selectFromResult: shownQueryState }));
}

/**
 * Tagline, about text, features, stats and services from the named general
 * parameters (docs/product-rules.md#general-parameters); every value missing — or all of
 * them when the call fails — falls back to the translated default.
 */
export function useHomeContent(): HomeContentState {
  const { t, i18n } = useTranslation('home');
  const { data, isLoading, isError, isFetching, refetch } = useHomeParameters();
  const parameters = isError ? undefined : data;
  const language = i18n.language;
  // `language` re-derives the defaults after a language switch.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const content = useMemo(() => sharedHomeContent(parameters, t, i18n), [parameters, t, i18n, language]);
  return { content, isLoading, isError, isFetching, refetch: () => void refetch() };
}
