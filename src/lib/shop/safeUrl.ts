/**
 * URLs coming from data may only be http(s), `data:image/…` or WhatsApp
 * (wa.me) links; anything else (javascript:, vbscript:, other data: types)
 * is refused and the caller falls back.
 */
export function safeExternalUrl(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^data:image\/(png|jpe?g|gif|webp|svg\+xml);base64,/i.test(trimmed)) return trimmed;
  try {
    const url = new URL(trimmed);
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.toString();
  } catch {
    return undefined;
  }
  return undefined;
}

/** Image source from data: a safe URL, or a site-relative asset path ("/mock-assets/…"). */
export function safeImageSrc(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\/(?!\/)[\w\-./%]+$/.test(trimmed)) return trimmed;
  return safeExternalUrl(trimmed);
}
