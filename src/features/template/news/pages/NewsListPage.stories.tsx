import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { useAppStore } from '@/components/store/hooks';
import { ENGLISH } from '@/test/storyGlobals';
import { newsSaved } from '../model/newsSlice';
import type { SavedNews } from '../model/newsTypes';
import { NewsListPage } from './NewsListPage';

const BASE: Omit<SavedNews, 'id' | 'title' | 'status'> = {
  subtitle: '',
  content: 'Potong batang secara miring, ganti air setiap hari, dan jauhkan dari sinar matahari langsung.',
  excerpt: 'Lima langkah sederhana agar mawar tetap segar lebih lama.',
  authorId: 'sari',
  categoryId: 'tips',
  tags: ['mawar', 'perawatan'],
  publishDate: '2026-11-23',
  featuredImage: '',
  metaTitle: '',
  metaDescription: '',
  isBreaking: false,
  isFeatured: false,
  allowComments: true,
  savedAt: '2026-11-23T02:00:00.000Z',
};

/** Saved news as the create form leaves them (newest first), with fixed dates. */
const SAVED: SavedNews[] = [
  {
    ...BASE,
    id: 'news-3',
    title: 'Promo Hari Ibu: diskon 20% buket pilihan',
    status: 'scheduled',
    categoryId: 'promo',
    authorId: 'laras',
    publishDate: '2026-12-20',
    isFeatured: true,
  },
  {
    ...BASE,
    id: 'news-2',
    title: 'Toko buka lebih awal selama musim wisuda',
    status: 'published',
    categoryId: 'shop',
    authorId: 'bima',
    subtitle: 'Mulai pukul 07:00 setiap hari',
    isBreaking: true,
  },
  { ...BASE, id: 'news-1', title: 'Tips merawat mawar di musim hujan', status: 'draft' },
];

function Preload({ news, children }: { news: SavedNews[]; children: ReactNode }) {
  const store = useAppStore();
  // Before the page's first render; oldest first, since each save goes to the top.
  useState(() => [...news].reverse().forEach((item) => store.dispatch({ type: newsSaved.type, payload: item })));
  return <>{children}</>;
}

const withSavedNews =
  (news: SavedNews[]): Decorator =>
  (Story) => (
    <Preload news={news}>
      <Story />
    </Preload>
  );

/** /app/berita: the news saved from the create form in this tab (template screen). */
const meta = {
  title: 'Template/News/List',
  component: NewsListPage,
  parameters: { route: { path: '/app/berita' } },
} satisfies Meta<typeof NewsListPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three saved news: a draft, a published breaking story and a scheduled featured one. */
export const Populated: Story = {
  tags: ['picture'],
  decorators: [withSavedNews(SAVED)],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('article')).toHaveLength(3);
  },
};
export const PopulatedEnglish: Story = { ...Populated, globals: ENGLISH };

/** Nothing saved in this tab yet. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Belum ada berita')).toBeInTheDocument();
  },
};
export const EmptyEnglish: Story = {
  globals: ENGLISH,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No news yet')).toBeInTheDocument();
  },
};
