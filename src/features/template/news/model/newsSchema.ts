import type { TFunction } from 'i18next';
import * as yup from 'yup';
import { shopToday } from '@/lib/dates/shopClock';
import type { NewsDraft } from './newsTypes';

/** News rules: title ≥ 10, excerpt ≤ 300, subtitle ≤ 200, content ≥ 50, author and category required. */
export function newsSchema(t: TFunction<'news'>) {
  return yup.object({
    title: yup.string().trim().required(t('errors.titleRequired')).min(10, t('errors.titleMin')),
    subtitle: yup.string().max(200, t('errors.subtitleMax')),
    excerpt: yup.string().trim().required(t('errors.excerptRequired')).max(300, t('errors.excerptMax')),
    content: yup.string().trim().required(t('errors.contentRequired')).min(50, t('errors.contentMin')),
    authorId: yup.string().required(t('errors.authorRequired')),
    categoryId: yup.string().required(t('errors.categoryRequired')),
  });
}

export function emptyNews(today = new Date()): NewsDraft {
  return {
    title: '',
    subtitle: '',
    content: '',
    excerpt: '',
    authorId: '',
    categoryId: '',
    tags: [],
    status: 'draft',
    publishDate: shopToday(today),
    featuredImage: '',
    metaTitle: '',
    metaDescription: '',
    isBreaking: false,
    isFeatured: false,
    allowComments: true,
  };
}

/** "mawar, tips,  perawatan" → ['mawar', 'tips', 'perawatan'] */
export function parseTags(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ];
}
