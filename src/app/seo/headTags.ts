import { jsonLdText } from '@/lib/seo/floristJsonLd';
import type { PageMeta } from './pageMeta';
import { SHARE_IMAGE } from './site';

/** The tags of a page's head, in one list for the prerendered HTML and the browser (usePageMeta). */
export interface HeadTag {
  /** key of the element in the head: data-head="…" */
  key: string;
  tag: 'meta' | 'link';
  attributes: Record<string, string>;
}

export function headTags(meta: PageMeta): HeadTag[] {
  const named = (name: string, content: string): HeadTag => ({ key: name, tag: 'meta', attributes: { name, content } });
  const property = (name: string, content: string): HeadTag => ({
    key: name,
    tag: 'meta',
    attributes: { property: name, content },
  });
  return [
    named('description', meta.description),
    named('robots', meta.indexable ? 'index, follow' : 'noindex, nofollow'),
    { key: 'canonical', tag: 'link', attributes: { rel: 'canonical', href: meta.canonical } },
    property('og:type', 'website'),
    property('og:site_name', meta.imageAlt),
    property('og:locale', meta.locale),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', meta.canonical),
    property('og:image', meta.image),
    property('og:image:width', String(SHARE_IMAGE.width)),
    property('og:image:height', String(SHARE_IMAGE.height)),
    property('og:image:alt', meta.imageAlt),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', meta.title),
    named('twitter:description', meta.description),
    named('twitter:image', meta.image),
  ];
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The head of a prerendered page as HTML (attribute values escaped; JSON-LD with `<` escaped). */
export function headHtml(meta: PageMeta): string {
  const tags = headTags(meta).map(({ key, tag, attributes }) => {
    const rendered = Object.entries(attributes).map(([name, value]) => `${name}="${escapeHtml(value)}"`);
    return `<${tag} data-head="${key}" ${rendered.join(' ')} />`;
  });
  const jsonLd = meta.jsonLd
    ? [`<script type="application/ld+json" data-head="json-ld">${jsonLdText(meta.jsonLd)}</script>`]
    : [];
  return [`<title>${escapeHtml(meta.title)}</title>`, ...tags, ...jsonLd].join('\n    ');
}
