/**
 * The maps search for a delivery address (the driver's slip): a
 * Google Maps search link, which opens the Maps app on a phone that scans the
 * ticket's QR code. The address travels as one encoded query parameter.
 */
export function mapsSearchUrl(address: string): string {
  const query = address.replace(/\s+/g, ' ').trim();
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
