import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { ENGLISH } from '@/test/storyGlobals';
import { Lightbox, type LightboxItem } from './Lightbox';

const ITEMS: LightboxItem[] = [
  {
    src: '/mock-assets/gallery/gallery-01.jpg',
    alt: 'Buket Mawar Pink Romantis',
    title: 'Buket Mawar Pink Romantis',
    description: 'Mawar pink dan peony dalam kertas kraft, favorit untuk anniversary.',
  },
  {
    src: '/mock-assets/gallery/gallery-02.jpg',
    alt: 'Mawar Merah Segar',
    title: 'Mawar Merah Segar',
    description: 'Mawar merah yang baru dipetik pagi ini dari kebun mitra kami di Lembang.',
  },
  {
    src: '/mock-assets/gallery/gallery-04.jpg',
    alt: 'Bunga Matahari Ceria',
    title: 'Bunga Matahari Ceria',
    description: null,
  },
];

/** The viewer open on a photo; arrows, swipe and Escape work as on the home page. */
function OpenLightbox({ start, items }: { start: number; items: LightboxItem[] }) {
  const [index, setIndex] = useState<number | null>(start);
  return (
    <div className="p-4">
      <button type="button" className="btn btn-primary" onClick={() => setIndex(start)}>
        Open / Buka
      </button>
      {index !== null && (
        <Lightbox items={items} index={index} onIndexChange={setIndex} onClose={() => setIndex(null)} />
      )}
    </div>
  );
}

const meta = {
  title: 'Media/Lightbox',
  tags: ['phone'],
  component: OpenLightbox,
  args: { start: 0, items: ITEMS },
} satisfies Meta<typeof OpenLightbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithDescription: Story = {
  tags: ['picture'],
  play: async () => {
    const dialog = within(document.body).getByRole('dialog');
    await expect(dialog).toHaveAccessibleName('Buket Mawar Pink Romantis');
  },
};
export const WithDescriptionEnglish: Story = { globals: ENGLISH };
export const WithoutDescription: Story = { args: { start: 2 } };
export const SinglePhoto: Story = { args: { start: 0, items: ITEMS.slice(1, 2) } };
export const SinglePhotoEnglish: Story = { ...SinglePhoto, globals: ENGLISH };
