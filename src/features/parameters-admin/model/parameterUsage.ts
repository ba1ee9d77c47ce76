import type { ShopSettings } from '@/lib/shop/shopSettings';
import { knownCodeOf } from './valueRules';

/**
 * The named parameters the public home reads by their name
 * (docs/product-rules.md#general-parameters): about text, tagline, the four
 * stats, Feature 1-3 and the six service names.
 */
export const HOME_PARAMETER_NAMES: readonly string[] = [
  'Tentang',
  'Tagline',
  'Jenis Bunga',
  'Pelanggan Puas',
  'Layanan',
  'Pengiriman',
  ...[1, 2, 3].map((n) => `Feature ${n}`),
  ...[1, 2, 3, 4, 5, 6].map((n) => `Layanan ${n}`),
];

/** Where the public site uses a parameter: a footer/chat setting by its code, a home text by its name. */
export interface ParameterUsage {
  setting?: keyof ShopSettings;
  /** The home text's name as the home page reads it. */
  homeName?: string;
}

export function homeNameOf(name: string | null | undefined): string | undefined {
  const wanted = (name ?? '').trim().toLowerCase();
  return HOME_PARAMETER_NAMES.find((homeName) => homeName.toLowerCase() === wanted);
}

export function usageOf(parameter: { paramCode?: string | null; paramName?: string | null }): ParameterUsage {
  return { setting: knownCodeOf(parameter.paramCode)?.setting, homeName: homeNameOf(parameter.paramName) };
}

export function isUsedPublicly(usage: ParameterUsage): boolean {
  return Boolean(usage.setting || usage.homeName);
}
