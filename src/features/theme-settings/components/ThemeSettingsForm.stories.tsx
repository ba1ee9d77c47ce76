import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Decorator } from '@storybook/react-vite';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { useAppDispatch } from '@/components/store/hooks';
import { ENGLISH } from '@/test/storyGlobals';
import type { ThemeSettings } from '../model/themeSettings';
import { settingChanged } from '../model/themeSettingsSlice';
import { ThemeSettingsForm } from './ThemeSettingsForm';

/** The theme settings panel's contents: every option and the 17 languages. */
const meta = {
  title: 'Back office/Theme settings',
  component: ThemeSettingsForm,
  decorators: [
    (Story) => (
      <div className="p-4 bg-body-tertiary min-vh-100">
        <div className="card border-0 shadow-sm mx-auto" style={{ maxWidth: 380 }}>
          <div className="card-body">
            <Story />
          </div>
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof ThemeSettingsForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Starts the story with some settings chosen (in the story's own store). */
function withSettings(values: Partial<ThemeSettings>): Decorator {
  function Apply({ children }: { children: ReactNode }) {
    const dispatch = useAppDispatch();
    const [ready, setReady] = useState(false);
    useLayoutEffect(() => {
      for (const [key, value] of Object.entries(values)) {
        dispatch(settingChanged(key as keyof ThemeSettings, value as ThemeSettings[keyof ThemeSettings]));
      }
      setReady(true);
    }, [dispatch]);
    return ready ? <>{children}</> : null;
  }
  return (Story) => (
    <Apply>
      <Story />
    </Apply>
  );
}

/** The defaults: light, vertical, full, ltr, sticky, no animation. */
export const Defaults: Story = {};
export const DefaultsEnglish: Story = { globals: ENGLISH };

/** Dark theme, collapsible menu, semi-dark, boxed, floating navbar, zoom-in animation. */
export const Customised: Story = {
  decorators: [
    withSettings({
      theme: 'dark',
      menu: 'collapsible-vertical',
      semidark: true,
      layout: 'boxed-layout',
      navbar: 'navbar-floating',
      animation: 'zoom-in',
    }),
  ],
};
export const CustomisedEnglish: Story = { ...Customised, globals: ENGLISH };

/** Right-to-left, as Arabic sets it. */
export const RightToLeft: Story = { decorators: [withSettings({ rtlClass: 'rtl' })] };
