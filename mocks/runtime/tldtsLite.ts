/**
 * Stands in for `tldts` in the production build of the app (vite.config.ts
 * alias). msw keeps a cookie jar (tough-cookie), which asks tldts for a
 * host's registrable domain; tldts carries the whole public-suffix list,
 * the largest part of the in-browser mock. The mock backend
 * uses bearer tokens, not cookies, so a domain of the last two labels (none
 * for IP addresses and single-label hosts such as localhost) is enough here.
 */
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

export function getDomain(hostname: string): string | null {
  const host = hostname.replace(/\.$/, '').toLowerCase();
  if (!host || IPV4.test(host) || host.includes(':')) return null;
  const labels = host.split('.');
  return labels.length < 2 ? null : labels.slice(-2).join('.');
}
