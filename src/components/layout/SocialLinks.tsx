import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from '@/lib/shop/shopSettings';
import { safeLinkHref } from '@/lib/url/urlPolicy';

const SOCIALS = [
  { key: 'facebookUrl', icon: 'bi-facebook', label: 'Facebook' },
  { key: 'instagramUrl', icon: 'bi-instagram', label: 'Instagram' },
  { key: 'whatsappUrl', icon: 'bi-whatsapp', label: 'WhatsApp' },
] as const;

interface Props {
  settings: Pick<ShopSettings, (typeof SOCIALS)[number]['key']>;
  /** Classes of each round icon button (colour variant and extras). */
  buttonClassName: string;
}

/** The shop's Facebook, Instagram and WhatsApp links, opened in a new tab; unsafe URLs fall back to the defaults. */
export function SocialLinks({ settings, buttonClassName }: Props) {
  return (
    <>
      {SOCIALS.map((social) => (
        <a
          key={social.key}
          className={`btn btn-sm rounded-circle ${buttonClassName}`}
          href={safeLinkHref(settings[social.key]) ?? DEFAULT_SHOP_SETTINGS[social.key]}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={social.label}
        >
          <i className={`bi ${social.icon}`} aria-hidden="true" />
        </a>
      ))}
    </>
  );
}
