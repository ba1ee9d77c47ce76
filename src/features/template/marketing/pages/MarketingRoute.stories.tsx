import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { RoutePlaceholder } from '@/components/layout/RoutePlaceholder';
import { ENGLISH } from '@/test/storyGlobals';
import { MarketingRoute } from './MarketingRoute';

/**
 * Where the redirect lands: the reports landing, shown by its title (a feature's story renders no other feature's
 * page).
 */
function ReportsLanding() {
  const { t } = useTranslation('reports');
  return <RoutePlaceholder title={t('title')} />;
}

/** /app/marketing: has no screen of its own; every user is sent on to the reports landing (/app/LandingLaporan). */
const meta = {
  title: 'Template/Marketing (redirect)',
  component: MarketingRoute,
  parameters: { route: { path: '*', initialEntry: '/app/marketing' } },
  render: () => (
    <Routes>
      <Route path="/app/marketing" element={<MarketingRoute />} />
      <Route path="/app/LandingLaporan" element={<ReportsLanding />} />
    </Routes>
  ),
} satisfies Meta<typeof MarketingRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RedirectsToReports: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Laporan' })).toBeInTheDocument();
  },
};
export const RedirectsToReportsEnglish: Story = {
  globals: ENGLISH,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
  },
};
