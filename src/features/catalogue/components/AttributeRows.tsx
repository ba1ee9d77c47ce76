import { FieldArray, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/forms/FormField';
import type { ProductFormValues } from '../model/productSchema';
import './AttributeRows.css';

/** Dynamic attribute rows: name, value, remove; 'Tambah Atribut'; 'Tidak ada atribut produk' when empty. */
export function AttributeRows({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('catalogue');
  const { values } = useFormikContext<ProductFormValues>();
  const rows = values.productAttributes;
  return (
    <fieldset className="catalogue-attributes mb-3">
      <legend className="form-label fs-6 mb-2">{t('productForm.attributes')}</legend>
      <FieldArray name="productAttributes">
        {({ push, remove }) => (
          <>
            {rows.length === 0 && (
              <p className="text-body-secondary small fst-italic mb-2">{t('productForm.noAttributes')}</p>
            )}
            {rows.length > 0 && (
              <div className="row g-2 small text-body-secondary mb-1" aria-hidden="true">
                <div className="col">{t('productForm.attributeName')}</div>
                <div className="col">{t('productForm.attributeValue')}</div>
                <div className="col-auto catalogue-attributes__spacer" />
              </div>
            )}
            <ol className="list-unstyled mb-2">
              {rows.map((row, index) => {
                const n = index + 1;
                const field = (part: 'attributeName' | 'attributeValue') => {
                  const label = t(
                    part === 'attributeName' ? 'productForm.attributeName' : 'productForm.attributeValue',
                  );
                  return (
                    <FormField
                      className="col"
                      name={`productAttributes.${index}.${part}`}
                      id={`attribute-${index}-${part}`}
                      label={`${label} (${t('productForm.attributeRow', { n })})`}
                      labelClassName="visually-hidden"
                      controlClassName="form-control-sm"
                      disabled={disabled}
                      placeholder={t(
                        part === 'attributeName'
                          ? 'productForm.attributeNamePlaceholder'
                          : 'productForm.attributeValuePlaceholder',
                      )}
                    />
                  );
                };
                return (
                  <li key={`${row.attributeID}-${index}`} className="row g-2 align-items-start mb-2">
                    {field('attributeName')}
                    {field('attributeValue')}
                    <div className="col-auto">
                      <button
                        type="button"
                        className="btn btn-outline-danger btn-sm"
                        aria-label={t('productForm.removeAttribute', { n })}
                        disabled={disabled}
                        onClick={() => remove(index)}
                      >
                        <i className="bi bi-trash" aria-hidden="true" />
                      </button>
                    </div>
                  </li>
                );
              })}
            </ol>
            <button
              type="button"
              className="btn btn-outline-primary btn-sm"
              disabled={disabled}
              onClick={() => push({ attributeID: 0, attributeName: '', attributeValue: '' })}
            >
              <i className="bi bi-plus-lg me-1" aria-hidden="true" />
              {t('productForm.addAttribute')}
            </button>
          </>
        )}
      </FieldArray>
    </fieldset>
  );
}
