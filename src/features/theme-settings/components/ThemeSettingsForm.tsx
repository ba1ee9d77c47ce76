import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/components/store/hooks';
import { ANIMATIONS, DIRECTIONS, LAYOUTS, MENUS, NAVBARS, THEMES, type ThemeSettings } from '../model/themeSettings';
import { selectThemeSettings, settingChanged, settingsReset } from '../model/themeSettingsSlice';
import { LanguagePicker } from './LanguagePicker';
import { OptionGroup } from './OptionGroup';
import './ThemeSettings.css';

const ICONS: Record<string, string> = {
  light: 'bi-sun',
  dark: 'bi-moon-stars',
  system: 'bi-circle-half',
  horizontal: 'bi-layout-three-columns',
  vertical: 'bi-layout-sidebar',
  'collapsible-vertical': 'bi-layout-sidebar-inset',
  'boxed-layout': 'bi-aspect-ratio',
  full: 'bi-arrows-fullscreen',
  ltr: 'bi-text-left',
  rtl: 'bi-text-right',
};

/**
 * The theme settings (docs/product-rules.md#back-office-frame): theme, menu,
 * semi-dark, layout, direction, navbar, route animation and the 17 languages.
 * Every change applies live and is persisted; the back-office layout shows this
 * in its settings panel.
 */
export function ThemeSettingsForm() {
  const { t, i18n } = useTranslation('settings');
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectThemeSettings);
  const set =
    <K extends keyof ThemeSettings>(key: K) =>
    (value: ThemeSettings[K]) =>
      dispatch(settingChanged(key, value));
  const options = <T extends string>(group: string, values: readonly T[]) =>
    values.map((value) => ({ value, label: t(`${group}.${value || 'none'}`), icon: ICONS[value] }));

  return (
    <div className="theme-settings d-grid gap-4">
      <p className="small text-body-secondary mb-0">{t('subtitle')}</p>
      <OptionGroup
        legend={t('theme.legend')}
        name="theme"
        options={options('theme', THEMES)}
        value={settings.theme}
        onChange={set('theme')}
      />
      <OptionGroup
        legend={t('menu.legend')}
        name="menu"
        options={options('menu', MENUS)}
        value={settings.menu}
        onChange={set('menu')}
      />
      <div className="form-check form-switch settings-switch">
        <input
          className="form-check-input"
          type="checkbox"
          role="switch"
          id="settings-semidark"
          checked={settings.semidark}
          onChange={(event) => dispatch(settingChanged('semidark', event.target.checked))}
          aria-describedby="settings-semidark-hint"
        />
        <label className="form-check-label" htmlFor="settings-semidark">
          {t('semidark.label')}
        </label>
        <span id="settings-semidark-hint" className="d-block small text-body-secondary">
          {t('semidark.hint')}
        </span>
      </div>
      <OptionGroup
        legend={t('layout.legend')}
        name="layout"
        columns={2}
        options={options('layout', LAYOUTS)}
        value={settings.layout}
        onChange={set('layout')}
      />
      <OptionGroup
        legend={t('direction.legend')}
        name="direction"
        columns={2}
        options={options('direction', DIRECTIONS)}
        value={settings.rtlClass}
        onChange={set('rtlClass')}
      />
      <OptionGroup
        legend={t('navbar.legend')}
        name="navbar"
        options={options('navbar', NAVBARS)}
        value={settings.navbar}
        onChange={set('navbar')}
      />
      <div>
        <label className="settings-group__legend form-label" htmlFor="settings-animation">
          {t('animation.legend')}
        </label>
        <select
          id="settings-animation"
          className="form-select"
          value={settings.animation}
          onChange={(event) => dispatch(settingChanged('animation', event.target.value as ThemeSettings['animation']))}
        >
          {ANIMATIONS.map((animation) => (
            <option key={animation || 'none'} value={animation}>
              {t(`animation.${animation || 'none'}`)}
            </option>
          ))}
        </select>
      </div>
      <LanguagePicker />
      <button
        type="button"
        className="btn btn-outline-secondary"
        onClick={() => dispatch(settingsReset({ language: i18n.resolvedLanguage ?? i18n.language }))}
      >
        <i className="bi bi-arrow-counterclockwise" aria-hidden="true" /> {t('reset')}
      </button>
    </div>
  );
}
