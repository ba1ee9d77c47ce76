import { buildWhatsAppLink } from '@/lib/phone/whatsapp';
import { DEFAULT_SHOP_SETTINGS, deriveShopSettings } from '@/lib/shop/shopSettings';
import { safeLinkHref } from '@/lib/url/urlPolicy';
import { dialledNumber, knownCodeOf, type KnownCode } from './valueRules';

/** The social network of a link code (the footer's icon). */
export type Network = 'facebook' | 'instagram' | 'whatsapp';

const NETWORKS: Partial<Record<KnownCode['setting'], Network>> = {
  facebookUrl: 'facebook',
  instagramUrl: 'instagram',
  whatsappUrl: 'whatsapp',
};

/**
 * How the public site will show a value: the text the footer shows (the
 * default when blank, as the public derivation does), and for phones the
 * number the chat button dials, for links the target it opens.
 */
export type ValuePreview =
  | { kind: 'free' }
  | { kind: 'text'; known: KnownCode; shown: string; isDefault: boolean }
  | {
      kind: 'phone';
      known: KnownCode;
      shown: string;
      isDefault: boolean;
      primary: boolean;
      dialled: string;
      chatLink?: string;
    }
  | {
      kind: 'link';
      known: KnownCode;
      shown: string;
      isDefault: boolean;
      network: Network;
      href: string;
      accepted: boolean;
    };

export function previewValue(code: string, value: string): ValuePreview {
  const known = knownCodeOf(code);
  if (!known) return { kind: 'free' };
  // The same derivation the public footer uses, for this one parameter.
  const shown = deriveShopSettings([{ paramCode: known.code, paramName: '', deskripsi: value }])[known.setting];
  const isDefault = !value.trim();
  if (known.kind === 'phone') {
    const dialled = dialledNumber(shown);
    return {
      kind: 'phone',
      known,
      shown,
      isDefault,
      primary: known.setting === 'phone',
      dialled,
      chatLink: buildWhatsAppLink(dialled),
    };
  }
  if (known.kind === 'link') {
    const safe = safeLinkHref(shown);
    return {
      kind: 'link',
      known,
      shown,
      isDefault,
      network: NETWORKS[known.setting] ?? 'whatsapp',
      href: safe ?? DEFAULT_SHOP_SETTINGS[known.setting],
      accepted: Boolean(safe),
    };
  }
  return { kind: 'text', known, shown, isDefault };
}
