import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { defaultThemeSettings, readThemeSettings, type ThemeSettings } from './themeSettings';

type Setting = keyof ThemeSettings;

/** The theme settings panel's state; persisted by `registerThemeSettingsListeners`. */
export const themeSettingsSlice = createSlice({
  name: 'themeSettings',
  initialState: (): ThemeSettings => readThemeSettings(),
  reducers: {
    settingChanged: {
      reducer(state, action: PayloadAction<{ key: Setting; value: ThemeSettings[Setting] }>) {
        (state as Record<Setting, unknown>)[action.payload.key] = action.payload.value;
      },
      prepare<K extends Setting>(key: K, value: ThemeSettings[K]) {
        return { payload: { key, value } as { key: Setting; value: ThemeSettings[Setting] } };
      },
    },
    sidebarToggled(state) {
      state.sidebar = !state.sidebar;
    },
    settingsReset(_state, action: PayloadAction<{ language: string | null }>) {
      return defaultThemeSettings(action.payload.language);
    },
  },
  selectors: {
    selectThemeSettings: (state) => state,
  },
});

export const { settingChanged, sidebarToggled, settingsReset } = themeSettingsSlice.actions;
export const { selectThemeSettings } = themeSettingsSlice.selectors;
