import { FieldArray, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/forms/FormField';
import { formatRupiah } from '@/lib/money/formatRupiah';
import type { DeliveryFormValues, ZoneValues } from '../model/deliveryForm';
import { AreaChips } from './AreaChips';
import { RupiahField } from './RupiahField';
import { SettingsCard } from './SettingsCard';

const NEW_ZONE: ZoneValues = { id: '', name: '', fee: '', areas: [] };

/** The delivery zones: name, fee (IDR) and areas of each; zones added and removed here. */
export function ZonesCard({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('delivery');
  const { values } = useFormikContext<DeliveryFormValues>();
  return (
    <FieldArray name="zones">
      {({ push, remove }) => (
        <SettingsCard
          id="delivery-zones"
          title={t('zones.title')}
          icon="bi-geo-alt"
          hint={t('zones.hint')}
          actions={
            <span className="badge text-bg-light border">{t('zones.count', { count: values.zones.length })}</span>
          }
        >
          {values.zones.length === 0 && <p className="alert alert-light border small">{t('zones.none')}</p>}
          <ol className="list-unstyled row g-3 mb-3">
            {values.zones.map((zone, index) => {
              const label = zone.name.trim() || t('zones.zone', { number: index + 1 });
              return (
                <li key={index} className="col-12 col-lg-6">
                  <section className="delivery-zone h-100" aria-labelledby={`zone-${index}-title`}>
                    <div className="d-flex align-items-center justify-content-between gap-2 mb-2">
                      <h3 id={`zone-${index}-title`} className="h6 mb-0 text-break">
                        {label}
                        {zone.fee !== '' && (
                          <span className="fw-normal text-body-secondary small ms-2">
                            {formatRupiah(Number(zone.fee))}
                          </span>
                        )}
                      </h3>
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-danger"
                        onClick={() => remove(index)}
                        disabled={disabled}
                        aria-label={t('zones.remove', { zone: label })}
                      >
                        <i className="bi bi-trash" aria-hidden="true" />
                      </button>
                    </div>
                    <div className="row g-2 mb-2">
                      <FormField
                        name={`zones[${index}].name`}
                        id={`zone-${index}-name`}
                        label={t('zones.name')}
                        required
                        disabled={disabled}
                        className="col-sm-7"
                        labelClassName="form-label small mb-1"
                      />
                      <RupiahField
                        name={`zones[${index}].fee`}
                        id={`zone-${index}-fee`}
                        label={t('zones.fee')}
                        disabled={disabled}
                        className="col-sm-5"
                        labelClassName="form-label small mb-1"
                      />
                    </div>
                    <AreaChips index={index} zoneName={label} disabled={disabled} />
                  </section>
                </li>
              );
            })}
          </ol>
          <button
            type="button"
            className="btn btn-outline-primary"
            onClick={() => push({ ...NEW_ZONE, areas: [] })}
            disabled={disabled}
          >
            <i className="bi bi-plus-lg me-1" aria-hidden="true" />
            {t('zones.add')}
          </button>
        </SettingsCard>
      )}
    </FieldArray>
  );
}
