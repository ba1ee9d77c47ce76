/**
 * Shop settings shown publicly (footer, chat), derived from general parameters
 * (docs/product-rules.md#general-parameters).
 */
export interface ShopSettings {
  address: string;
  phone: string;
  phone2: string;
  email: string;
  mondayToSaturday: string;
  sunday: string;
  footerDescription: string;
  facebookUrl: string;
  instagramUrl: string;
  whatsappUrl: string;
}

export interface ParameterLike {
  paramCode: string;
  paramName: string;
  deskripsi: string;
}

/** Indonesian defaults kept when the parameters cannot be loaded. */
export const DEFAULT_SHOP_SETTINGS: ShopSettings = {
  address: 'Jl. Kemang Raya No. 21, Jakarta Selatan 12730',
  phone: '0812-3456-7890',
  phone2: '0813-9876-5432',
  email: 'halo@fleurflorist.id',
  mondayToSaturday: '08:00 - 20:00',
  sunday: '10:00 - 18:00',
  footerDescription:
    'Toko bunga segar dengan rangkaian buatan tangan untuk setiap momen berharga Anda, dikirim ke seluruh Jabodetabek.',
  facebookUrl: 'https://facebook.com/fleurflorist.id',
  instagramUrl: 'https://instagram.com/fleurflorist.id',
  whatsappUrl: 'https://wa.me/6281234567890',
};

/** Parameter code → shop setting. Codes not listed here are ignored. */
export const SHOP_SETTING_CODES: Readonly<Record<string, keyof ShopSettings>> = {
  '001': 'mondayToSaturday',
  '002': 'sunday',
  '003': 'phone',
  '004': 'phone2',
  '005': 'email',
  '007': 'address',
  '008': 'footerDescription',
  '010': 'facebookUrl',
  '011': 'instagramUrl',
  '012': 'whatsappUrl',
};

/** Builds the shop settings from parameters by code, keeping defaults for blanks and missing codes. */
export function deriveShopSettings(parameters: readonly ParameterLike[] | undefined): ShopSettings {
  const settings: ShopSettings = { ...DEFAULT_SHOP_SETTINGS };
  for (const parameter of parameters ?? []) {
    const key = SHOP_SETTING_CODES[parameter.paramCode?.trim()];
    const value = parameter.deskripsi?.trim();
    if (key && value) settings[key] = value;
  }
  return settings;
}

/** Value of the parameter whose name equals `name` (case-insensitive), if any. */
export function findParameterValue(parameters: readonly ParameterLike[] | undefined, name: string): string | undefined {
  const wanted = name.trim().toLowerCase();
  const found = parameters?.find((parameter) => parameter.paramName?.trim().toLowerCase() === wanted);
  const value = found?.deskripsi?.trim();
  return value ? value : undefined;
}
