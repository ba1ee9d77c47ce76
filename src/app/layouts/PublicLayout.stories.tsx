import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { Component as HomePage } from '@/features/public-home/pages/HomePage';
import { ENGLISH } from '@/test/storyGlobals';
import { Component as PublicLayout } from './PublicLayout';

const failure = () =>
  HttpResponse.json({ type: 'about:blank', title: 'Internal Server Error', status: 500 }, { status: 500 });
const never = async () => {
  await delay('infinite');
  return HttpResponse.json([]);
};
const answering = (answer: typeof failure | typeof never) => ({
  msw: {
    handlers: [
      http.get('*/api/general', answer),
      http.get('*/api/FlowerCategory', answer),
      http.get('*/api/Gallery', answer),
    ],
  },
});

/** The whole public page: layout (header, footer, chat, scroll-to-top, main loader) around the home. */
function PublicHome() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        <Route path="*" element={<HomePage />} />
      </Route>
    </Routes>
  );
}

const meta = {
  title: 'Layout/Public layout',
  tags: ['phone'],
  component: PublicHome,
  parameters: { route: { path: '/public/*', initialEntry: '/public/home' } },
} satisfies Meta<typeof PublicHome>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = { tags: ['picture'] };
export const PopulatedEnglish: Story = { globals: ENGLISH };
export const Loading: Story = { parameters: answering(never) };
export const LoadingEnglish: Story = { ...Loading, globals: ENGLISH };
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/general', () => HttpResponse.json([])),
        http.get('*/api/FlowerCategory', () => HttpResponse.json([])),
        http.get('*/api/Gallery', () =>
          HttpResponse.json({
            data: [],
            totalRecords: 0,
            totalPages: 0,
            page: 1,
            pageSize: 6,
            hasNextPage: false,
            hasPreviousPage: false,
          }),
        ),
      ],
    },
  },
};
export const EmptyEnglish: Story = { ...Empty, globals: ENGLISH };
export const LoadError: Story = { parameters: answering(failure) };
export const LoadErrorEnglish: Story = { ...LoadError, globals: ENGLISH };
