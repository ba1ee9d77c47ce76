import { useTranslation } from 'react-i18next';

/** A dashed line to cut along, with a scissors mark. */
export function CutLine() {
  const { t } = useTranslation('print');
  return (
    <div className="print-cut" role="separator" aria-label={t('ticket.cutHere')}>
      <i className="bi bi-scissors print-cut__mark" aria-hidden="true" />
    </div>
  );
}
