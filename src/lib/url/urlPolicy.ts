/**
 * The one policy for URLs that come from data (parameters, catalogue, gallery,
 * drafts). Anything not explicitly allowed is refused (undefined) and the
 * caller falls back: `javascript:` and `vbscript:` in any spelling, `data:`
 * other than a raster image, `file:`, protocol-relative `//host`, and any value
 * holding whitespace, control characters, quotes or angle brackets inside it.
 */

/** Characters no URL we emit may hold: whitespace, controls, quotes, angle brackets, backticks, backslashes. */
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\s\u0000-\u001f\u007f"'<>`\\]/;

const RASTER_DATA_IMAGE = /^data:image\/(?:png|jpeg|jpg|gif|webp);base64,[A-Za-z0-9+/]+={0,2}$/i;

/** A path of our own site: one leading slash (not `//host`), then path characters only. */
const SITE_PATH = /^\/(?![/\\])[\w\-./%]*$/;

const TEL = /^tel:\+?[\d\-.()]{3,32}$/i;

function cleaned(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed || UNSAFE_CHARACTERS.test(trimmed)) return undefined;
  return trimmed;
}

function httpUrl(value: string): string | undefined {
  if (!/^https?:\/\//i.test(value)) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A link target from data: http(s) (which includes `https://wa.me/…`) or `tel:` with
 * a phone number. Never a `data:` URL.
 */
export function safeLinkHref(value: string | null | undefined): string | undefined {
  const candidate = cleaned(value);
  if (!candidate) return undefined;
  if (TEL.test(candidate)) return candidate;
  return httpUrl(candidate);
}

/**
 * An image source from data: http(s), a base64 raster `data:image/(png|jpeg|jpg|gif|webp)`
 * (no SVG: it can carry script), or a site-relative path of our own assets (`/mock-assets/…`).
 */
export function safeImageSrc(value: string | null | undefined): string | undefined {
  const candidate = cleaned(value);
  if (!candidate) return undefined;
  if (RASTER_DATA_IMAGE.test(candidate)) return candidate;
  if (SITE_PATH.test(candidate)) return candidate;
  return httpUrl(candidate);
}
