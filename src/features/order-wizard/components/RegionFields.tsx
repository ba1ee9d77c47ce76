import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/forms/FormField';

/** The administrative parts of an Indonesian address, from the largest: provinsi → kota/kabupaten → kecamatan → kelurahan. */
export const REGION_FIELDS = ['provinsi', 'kotaKabupaten', 'kecamatan', 'kelurahan'] as const;

const AUTOCOMPLETE: Record<(typeof REGION_FIELDS)[number], string> = {
  provinsi: 'address-level1',
  kotaKabupaten: 'address-level2',
  kecamatan: 'address-level3',
  kelurahan: 'address-level4',
};

/** The region parts of the address as text fields. */
export function RegionFields() {
  const { t } = useTranslation('order');
  return (
    <div className="row g-3">
      {REGION_FIELDS.map((name) => (
        <FormField key={name} className="col-sm-6" name={name} id={`order-${name}`} label={t(`details.${name}`)} autoComplete={AUTOCOMPLETE[name]} maxLength={100} />
      ))}
    </div>
  );
}
