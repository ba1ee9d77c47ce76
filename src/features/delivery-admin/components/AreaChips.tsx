import { getIn, useFormikContext } from 'formik';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeArea } from '@/lib/delivery/deliveryRules';
import type { DeliveryFormValues } from '../model/deliveryForm';
import { RegionAreaPicker } from './RegionAreaPicker';

interface Props {
  /** The zone's index. */
  index: number;
  /** The zone's name as the user reads it (in labels). */
  zoneName: string;
  disabled: boolean;
}

/**
 * A zone's areas (kota/kabupaten or kecamatan names) as removable chips, and a field to add one (Enter or
 * the button; a name already in the zone is not added twice).
 */
export function AreaChips({ index, zoneName, disabled }: Props) {
  const { t } = useTranslation('delivery');
  const { values, errors, touched, setFieldValue, setFieldTouched } = useFormikContext<DeliveryFormValues>();
  const [draft, setDraft] = useState('');
  const [picking, setPicking] = useState(false);
  const inputId = useId();
  const path = `zones[${index}].areas`;
  const areas = values.zones[index].areas;
  const error =
    getIn(touched, path) || getIn(touched, `zones[${index}].name`)
      ? (getIn(errors, path) as string | undefined)
      : undefined;
  const errorId = `${inputId}-error`;

  const addArea = (typed: string) => {
    const area = typed.trim().replace(/\s+/g, ' ');
    if (!area) return;
    if (!areas.some((name) => normalizeArea(name) === normalizeArea(area))) void setFieldValue(path, [...areas, area]);
    void setFieldTouched(path, true, false);
  };
  const add = () => {
    addArea(draft);
    setDraft('');
  };
  const remove = (area: string) => {
    void setFieldValue(
      path,
      areas.filter((name) => name !== area),
    );
    void setFieldTouched(path, true, false);
  };

  return (
    <div>
      <p className="form-label mb-1">{t('zones.areas')}</p>
      {areas.length === 0 ? (
        <p className="small text-body-secondary mb-2">{t('zones.areasNone')}</p>
      ) : (
        <ul className="list-unstyled d-flex flex-wrap gap-1 mb-2" aria-label={`${t('zones.areas')} — ${zoneName}`}>
          {areas.map((area) => (
            <li key={area} className="delivery-chip">
              <span>{area}</span>
              <button
                type="button"
                className="btn btn-sm delivery-chip__remove"
                onClick={() => remove(area)}
                disabled={disabled}
                aria-label={t('zones.areaRemove', { area })}
              >
                <i className="bi bi-x" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <label className="visually-hidden" htmlFor={inputId}>
        {t('zones.areaInput', { zone: zoneName })}
      </label>
      <div className="input-group input-group-sm">
        <input
          id={inputId}
          className={`form-control ${error ? 'is-invalid' : ''}`}
          value={draft}
          placeholder={t('zones.areaPlaceholder')}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          disabled={disabled}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          autoComplete="off"
        />
        <button type="button" className="btn btn-outline-primary" onClick={add} disabled={disabled || !draft.trim()}>
          <i className="bi bi-plus-lg me-1" aria-hidden="true" />
          {t('zones.areaAdd')}
        </button>
      </div>
      {error && (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      )}
      <button
        type="button"
        className="btn btn-link btn-sm px-0 mt-1"
        aria-expanded={picking}
        onClick={() => setPicking(!picking)}
        disabled={disabled}
      >
        <i className={`bi ${picking ? 'bi-chevron-up' : 'bi-list-ul'} me-1`} aria-hidden="true" />
        {t(picking ? 'regions.close' : 'regions.open')}
      </button>
      {picking && <RegionAreaPicker onAdd={addArea} disabled={disabled} />}
    </div>
  );
}
