import { useField, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { findRegionByName, regionDisplayName } from '@/entities/region/model/regionName';
import { useDistricts, useProvinces, useRegencies, useVillages, type RegionList } from '@/entities/region/useRegions';
import type { DetailsFormValues } from '../model/detailsForm';

/** Where the region lists come from (README.md, "Data from others"). */
const REGION_DATA_URL = 'https://github.com/fityannugroho/idn-area-data';

/**
 * The administrative parts of an Indonesian address, from the largest: provinsi → kota/kabupaten → kecamatan →
 * kelurahan.
 */
export const REGION_FIELDS = ['provinsi', 'kotaKabupaten', 'kecamatan', 'kelurahan'] as const;
type RegionField = (typeof REGION_FIELDS)[number];

const AUTOCOMPLETE: Record<RegionField, string> = {
  provinsi: 'address-level1',
  kotaKabupaten: 'address-level2',
  kecamatan: 'address-level3',
  kelurahan: 'address-level4',
};

interface SelectProps {
  name: RegionField;
  list: RegionList;
  /** The field above, named while it is still to be chosen. */
  parent?: RegionField;
}

/** One level of the cascade: choosing clears the levels below; the draft keeps the name, as people write it. */
function RegionSelect({ name, list, parent }: SelectProps) {
  const { t } = useTranslation('order');
  const [field, , helpers] = useField<string>(name);
  const { setFieldValue } = useFormikContext<DetailsFormValues>();
  const id = `order-${name}`;
  const options = list.regions.map((region) => regionDisplayName(region.name));
  // A name kept from before (a draft) stays chosen while its list loads.
  const kept = field.value && !options.includes(field.value) ? [field.value] : [];
  const placeholder =
    list.status === 'idle' && parent
      ? t('details.chooseFirst', { parent: t(`details.${parent}`) })
      : list.status === 'loading'
        ? t('details.loadingRegions')
        : t('details.choose');
  const choose = (value: string) => {
    void helpers.setValue(value);
    const below = REGION_FIELDS.slice(REGION_FIELDS.indexOf(name) + 1);
    for (const child of below) void setFieldValue(child, '', false);
  };
  return (
    <div className="col-sm-6">
      <label className="form-label" htmlFor={id}>
        {t(`details.${name}`)}
      </label>
      <select
        id={id}
        name={name}
        className="form-select"
        value={field.value}
        onChange={(event) => choose(event.target.value)}
        onBlur={field.onBlur}
        disabled={list.status === 'idle' || (list.status === 'loading' && !field.value)}
        autoComplete={AUTOCOMPLETE[name]}
        aria-describedby={list.status === 'error' ? `${id}-error` : undefined}
      >
        <option value="">{placeholder}</option>
        {[...kept, ...options].map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      {list.status === 'error' && (
        <div id={`${id}-error`} className="wizard-region-error" role="alert">
          <span>{t('details.regionsFailed')}</span>
          <button type="button" className="btn btn-link btn-sm p-0 ms-2 align-baseline" onClick={list.retry}>
            {t('actions.retry')}
          </button>
        </div>
      )}
    </div>
  );
}

/**
 * The region parts of the address as cascading lists of Indonesia's administrative areas
 * (src/entities/region, loaded only when this step shows).
 */
export function RegionFields() {
  const { t } = useTranslation('order');
  const { values } = useFormikContext<DetailsFormValues>();
  const provinces = useProvinces();
  const province = findRegionByName(provinces.regions, values.provinsi);
  const regencies = useRegencies(province?.code);
  const regency = findRegionByName(regencies.regions, values.kotaKabupaten);
  const districts = useDistricts(regency?.code);
  const district = findRegionByName(districts.regions, values.kecamatan);
  const villages = useVillages(district?.code);
  return (
    <div className="row g-3">
      <RegionSelect name="provinsi" list={provinces} />
      <RegionSelect name="kotaKabupaten" list={regencies} parent="provinsi" />
      <RegionSelect name="kecamatan" list={districts} parent="kotaKabupaten" />
      <RegionSelect name="kelurahan" list={villages} parent="kecamatan" />
      {/* The dataset's data is under the Open Database License, which asks for this notice where it is used. */}
      <p className="col-12 wizard-region-credit">
        {t('details.regionCredit')}{' '}
        <a href={REGION_DATA_URL} target="_blank" rel="noopener noreferrer">
          idn-area-data
        </a>{' '}
        (ODbL)
      </p>
    </div>
  );
}
