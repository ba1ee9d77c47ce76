import { normaliseWhatsAppNumber } from '@/lib/phone/whatsapp';
import type { ShopSettings } from '@/lib/shop/shopSettings';

/** schema.org `Florist` of the public home: name, phone, address, opening hours, social links. */
export interface FloristInput {
  name: string;
  description: string;
  /** absolute URL of the home page */
  url: string;
  /** absolute URL of the shop's picture */
  image: string;
  settings: ShopSettings;
}

const MONDAY_TO_SATURDAY = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const HOURS = /^\s*(\d{1,2})[.:](\d{2})\s*[-–—]\s*(\d{1,2})[.:](\d{2})\s*$/;

function hm(hours: string, minutes: string): string {
  return `${hours.padStart(2, '0')}:${minutes}`;
}

/** '08:00 - 20:00' → an opening-hours entry; free text the shop typed instead is left out. */
function openingHours(days: string[], text: string) {
  const match = HOURS.exec(text);
  if (!match) return [];
  return [
    {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: days,
      opens: hm(match[1], match[2]),
      closes: hm(match[3], match[4]),
    },
  ];
}

function telephone(phone: string): string | undefined {
  const digits = normaliseWhatsAppNumber(phone);
  return digits ? `+${digits}` : undefined;
}

const isWebLink = (value: string) => /^https?:\/\//i.test(value);

export function floristJsonLd({ name, description, url, image, settings }: FloristInput): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Florist',
    name,
    description,
    url,
    image,
    telephone: telephone(settings.phone),
    email: settings.email || undefined,
    address: { '@type': 'PostalAddress', streetAddress: settings.address, addressCountry: 'ID' },
    openingHoursSpecification: [
      ...openingHours(MONDAY_TO_SATURDAY, settings.mondayToSaturday),
      ...openingHours(['Sunday'], settings.sunday),
    ],
    sameAs: [settings.facebookUrl, settings.instagramUrl, settings.whatsappUrl].filter(isWebLink),
  };
}

/**
 * The text of a `<script type="application/ld+json">`: JSON, with `<` written
 * as \u003c so no value can close the script element.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
