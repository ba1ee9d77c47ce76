/**
 * The general parameters the public home reads by their name (docs/product-rules.md#general-parameters): the
 * shop's own data, named in Indonesian whatever the page's language. Read by the home and by the parameters' screens
 * (which say where a parameter shows).
 */
export const HOME_TEXT_PARAMETERS = { tagline: 'Tagline', about: 'Tentang' } as const;

/** The four stats of the about section, by id, and the parameter each one reads. */
export const HOME_STAT_PARAMETERS = {
  flowerTypes: 'Jenis Bunga',
  customers: 'Pelanggan Puas',
  service: 'Layanan',
  delivery: 'Pengiriman',
} as const;

const numbered = (name: string, count: number) => Array.from({ length: count }, (_, index) => `${name} ${index + 1}`);

/** `Feature 1` … `Feature 3`, the home's features in order. */
export const FEATURE_PARAMETERS: readonly string[] = numbered('Feature', 3);
/** `Layanan 1` … `Layanan 6`, the home's services in order. */
export const SERVICE_PARAMETERS: readonly string[] = numbered('Layanan', 6);

/** Every name the home reads. */
export const HOME_PARAMETER_NAMES: readonly string[] = [
  HOME_TEXT_PARAMETERS.about,
  HOME_TEXT_PARAMETERS.tagline,
  ...Object.values(HOME_STAT_PARAMETERS),
  ...FEATURE_PARAMETERS,
  ...SERVICE_PARAMETERS,
];
