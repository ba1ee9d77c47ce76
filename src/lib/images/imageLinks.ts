/**
 * Image links from data that point at a file-sharing page instead of the
 * picture itself are rewritten to their direct form (docs/product-rules.md#pictures-from-data).
 *
 * Google Drive share links (`/file/d/<id>/view…`, `/open?id=<id>`,
 * `/uc?id=<id>&export=download`) become `https://drive.google.com/uc?export=view&id=<id>`.
 *
 * Known links: a link whose direct form cannot be derived
 * from the link itself (a share or viewer page, such as an ImgBB page
 * `https://ibb.co/<code>`, whose picture lives at `https://i.ibb.co/<code>/<file name>`)
 * is looked up, by exact match after trimming, in a table of known links the
 * caller passes. The catalogue passes one entry (see
 * `src/entities/catalogue/model/catalogueImage.ts`); everything else goes
 * through unchanged.
 */

const DRIVE_HOSTS = new Set(['drive.google.com', 'docs.google.com']);
const DRIVE_ID = /^[A-Za-z0-9_-]{10,}$/;

export function driveDirectUrl(id: string): string {
  return `https://drive.google.com/uc?export=view&id=${encodeURIComponent(id)}`;
}

/** The Drive file id of a share link, or null when `url` is not one. */
export function driveFileId(url: URL): string | null {
  if (!DRIVE_HOSTS.has(url.hostname)) return null;
  const fromPath = /\/file\/d\/([^/]+)/.exec(url.pathname)?.[1];
  const id = fromPath ?? (url.pathname === '/open' || url.pathname === '/uc' ? url.searchParams.get('id') : null);
  return id && DRIVE_ID.test(id) ? id : null;
}

export function rewriteImageLink(value: string, knownLinks: ReadonlyMap<string, string> = new Map()): string {
  const trimmed = value.trim();
  const known = knownLinks.get(trimmed);
  if (known) return known;
  if (!/^https?:\/\//i.test(trimmed)) return trimmed;
  try {
    const url = new URL(trimmed);
    const id = driveFileId(url);
    return id ? driveDirectUrl(id) : trimmed;
  } catch {
    return trimmed;
  }
}
