import { useTranslation } from 'react-i18next';
import type { GeneralParameter } from '@/api/generated/shopApi';
import { ParameterActions } from './ParameterActions';
import './ParametersTable.css';

interface Props {
  parameters: readonly GeneralParameter[];
  busy: boolean;
  onView(parameter: GeneralParameter): void;
  onDelete(parameter: GeneralParameter): void;
}

/**
 * ID, Kode Parameter, Nama Parameter, Deskripsi and the actions. On
 * a phone each row becomes a card (CSS only, the same cells and actions);
 * every cell carries its column name for the card, hidden from assistive
 * technology, which hears the column header instead.
 */
export function ParametersTable({ parameters, busy, onView, onDelete }: Props) {
  const { t } = useTranslation('parameters');
  const column = (key: string) => (
    <span className="param-table__label" aria-hidden="true">
      {t(`columns.${key}`)}
    </span>
  );
  return (
    <div className="param-table-frame">
      <table className="table align-middle mb-0 param-table" aria-busy={busy}>
        <caption className="visually-hidden">{t('list.caption')}</caption>
        <thead>
          <tr>
            <th scope="col" className="param-table__id">
              {t('columns.id')}
            </th>
            <th scope="col" className="param-table__code">
              {t('columns.code')}
            </th>
            <th scope="col">{t('columns.name')}</th>
            <th scope="col">{t('columns.description')}</th>
            <th scope="col" className="param-table__actions-head">
              {t('columns.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {parameters.map((parameter) => (
            <tr key={parameter.id}>
              <td className="param-table__id">
                {column('id')}
                {parameter.id}
              </td>
              <td className="param-table__code">
                {column('code')}
                <span className="badge param-code">{parameter.paramCode}</span>
              </td>
              <td className="param-table__name">
                {column('name')}
                <span className="text-break">{parameter.paramName}</span>
              </td>
              <td className="param-table__description">
                {column('description')}
                <span className="param-table__clamp">{parameter.deskripsi}</span>
              </td>
              <td className="param-table__actions">
                <ParameterActions parameter={parameter} onView={onView} onDelete={onDelete} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
