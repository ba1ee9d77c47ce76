import { useId } from 'react';
import './ThemeSettings.css';

export interface Option<T extends string> {
  value: T;
  label: string;
  icon?: string;
}

interface Props<T extends string> {
  legend: string;
  name: string;
  options: readonly Option<T>[];
  value: T;
  onChange: (value: T) => void;
  columns?: 2 | 3;
}

/** A labelled radio group drawn as buttons (arrow keys move between options). */
export function OptionGroup<T extends string>({ legend, name, options, value, onChange, columns = 3 }: Props<T>) {
  const id = useId();
  return (
    <fieldset className="settings-group">
      <legend className="settings-group__legend">{legend}</legend>
      <div className={`settings-group__options settings-group__options--${columns}`}>
        {options.map((option) => {
          const inputId = `${id}-${option.value || 'none'}`;
          return (
            <div key={option.value} className="settings-group__option">
              <input
                type="radio"
                className="btn-check"
                name={name}
                id={inputId}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
              />
              <label className="btn btn-outline-primary btn-sm w-100" htmlFor={inputId}>
                {option.icon && <i className={`bi ${option.icon}`} aria-hidden="true" />} {option.label}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
