/**
 * Links that open an address in the phone's map apps: Google Maps' search URL and Waze's deep link
 * (https://developers.google.com/maps/documentation/urls/get-started, https://developers.google.com/waze/deeplinks),
 * both https, so they pass the link policy and open the app where it is installed.
 */

/** The address parts that are there, joined into one search text. */
export function addressQuery(parts: readonly (string | null | undefined)[]): string {
  return parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}

export function googleMapsLink(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

export function wazeLink(query: string): string {
  return `https://waze.com/ul?q=${encodeURIComponent(query)}&navigate=yes`;
}
