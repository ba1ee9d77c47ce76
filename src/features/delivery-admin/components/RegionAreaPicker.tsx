import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { regionDisplayName } from '@/entities/region/model/regionName';
import type { RegionList } from '@/entities/region/useRegions';
import { useDistricts, useProvinces, useRegencies } from '@/entities/region/useRegions';

interface Props {
  /** Adds an area name (as the dataset names it, in the capitals people write). */
  onAdd(area: string): void;
  disabled: boolean;
}

function RegionSelect({
  label,
  list,
  value,
  onChange,
  disabled,
}: {
  label: string;
  list: RegionList;
  value: string;
  onChange(code: string): void;
  disabled: boolean;
}) {
  const { t } = useTranslation('delivery');
  const id = useId();
  return (
    <div className="col-sm-4">
      <label htmlFor={id} className="form-label small mb-1">
        {label}
      </label>
      <select
        id={id}
        className="form-select form-select-sm"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled || list.status !== 'ready'}
      >
        <option value="">{list.status === 'loading' ? t('regions.loading') : t('regions.choose')}</option>
        {list.regions.map((region) => (
          <option key={region.code} value={region.code}>
            {regionDisplayName(region.name)}
          </option>
        ))}
      </select>
      {list.status === 'error' && (
        <button type="button" className="btn btn-link btn-sm px-0 text-danger" onClick={list.retry}>
          {t('regions.failed')}
        </button>
      )}
    </div>
  );
}

/**
 * Picking a zone's areas from Indonesia's administrative areas (src/entities/region, loaded list by list as the
 * user chooses): a kota/kabupaten, or one of its kecamatan.
 */
export function RegionAreaPicker({ onAdd, disabled }: Props) {
  const { t } = useTranslation('delivery');
  const [province, setProvince] = useState('');
  const [regency, setRegency] = useState('');
  const [district, setDistrict] = useState('');
  const provinces = useProvinces();
  const regencies = useRegencies(province || null);
  const districts = useDistricts(regency || null);
  const nameOf = (list: RegionList, code: string) => {
    const found = list.regions.find((region) => region.code === code);
    return found ? regionDisplayName(found.name) : '';
  };

  return (
    <div className="delivery-region-picker">
      <div className="row g-2">
        <RegionSelect
          label={t('regions.province')}
          list={provinces}
          value={province}
          onChange={(code) => {
            setProvince(code);
            setRegency('');
            setDistrict('');
          }}
          disabled={disabled}
        />
        <RegionSelect
          label={t('regions.regency')}
          list={regencies}
          value={regency}
          onChange={(code) => {
            setRegency(code);
            setDistrict('');
          }}
          disabled={disabled}
        />
        <RegionSelect
          label={t('regions.district')}
          list={districts}
          value={district}
          onChange={setDistrict}
          disabled={disabled}
        />
      </div>
      <div className="d-flex flex-wrap gap-2 mt-2">
        <button
          type="button"
          className="btn btn-sm btn-outline-primary"
          disabled={disabled || !regency}
          onClick={() => onAdd(nameOf(regencies, regency))}
        >
          <i className="bi bi-plus-lg me-1" aria-hidden="true" />
          {t('regions.addRegency')}
        </button>
        <button
          type="button"
          className="btn btn-sm btn-outline-primary"
          disabled={disabled || !district}
          onClick={() => onAdd(nameOf(districts, district))}
        >
          <i className="bi bi-plus-lg me-1" aria-hidden="true" />
          {t('regions.addDistrict')}
        </button>
      </div>
    </div>
  );
}
