import { safeLinkHref } from '@/lib/url/urlPolicy';

/** A `tel:` link to call a phone number as written (spaces dropped), or undefined when it cannot be dialled. */
export function buildTelLink(phone: string | null | undefined): string | undefined {
  const text = phone?.trim();
  if (!text) return undefined;
  return safeLinkHref(`tel:${text.replace(/\s/g, '')}`);
}
