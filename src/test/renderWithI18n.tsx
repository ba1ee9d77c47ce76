import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { bundledResources } from '@/app/i18n/bundledResources';
import { initI18n } from '@/app/i18n/initI18n';

/** Renders one shared component with the app's translations (no store, no router). */
export async function renderWithI18n(ui: ReactElement, { lng = 'id' }: { lng?: 'id' | 'en' } = {}) {
  const i18n = await initI18n({ resources: bundledResources(), lng });
  const user = userEvent.setup();
  return { ...render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>), i18n, user };
}
