/** News draft (a template screen): what the create-news form collects. */
export type NewsStatus = 'draft' | 'published' | 'scheduled';
export const NEWS_STATUSES: readonly NewsStatus[] = ['draft', 'published', 'scheduled'];

export interface NewsDraft {
  title: string;
  subtitle: string;
  content: string;
  excerpt: string;
  authorId: string;
  categoryId: string;
  tags: string[];
  status: NewsStatus;
  publishDate: string;
  /** Data URL of the chosen image, or '' for none. */
  featuredImage: string;
  metaTitle: string;
  metaDescription: string;
  isBreaking: boolean;
  isFeatured: boolean;
  allowComments: boolean;
}

export interface SavedNews extends NewsDraft {
  id: string;
  savedAt: string;
}

/** Template sample authors and categories (not product data). */
export const NEWS_AUTHORS = [
  { id: 'sari', name: 'Sari Wulandari', initials: 'SW', roleKey: 'florist' },
  { id: 'bima', name: 'Bima Pratama', initials: 'BP', roleKey: 'editor' },
  { id: 'laras', name: 'Laras Anggraini', initials: 'LA', roleKey: 'marketing' },
] as const;

export const NEWS_CATEGORIES = ['tips', 'promo', 'event', 'shop'] as const;
