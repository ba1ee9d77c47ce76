import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { writeThemeSettings, type ThemeSettings } from './themeSettings';
import { settingChanged, settingsReset, sidebarToggled } from './themeSettingsSlice';

interface SettingsRoot {
  themeSettings: ThemeSettings;
}

/** Every change of the panel is written to localStorage, so it survives a reload. One instance per store. */
export function createThemeSettingsListenerMiddleware() {
  const listener = createListenerMiddleware<SettingsRoot>();
  listener.startListening({
    matcher: isAnyOf(settingChanged, sidebarToggled, settingsReset),
    effect: (_action, api) => writeThemeSettings(api.getState().themeSettings),
  });
  return listener.middleware;
}
