import { useTranslation } from 'react-i18next';
import { previewValue, type ValuePreview as Preview } from '../model/valuePreview';

const HEADINGS: Record<string, string> = {
  mondayToSaturday: 'preview.hours',
  sunday: 'preview.hours',
  footerDescription: 'preview.about',
};

const NETWORK_ICONS = { facebook: 'bi-facebook', instagram: 'bi-instagram', whatsapp: 'bi-whatsapp' } as const;

/** The value in the footer's words: 'Senin - Sabtu 08:00 - 20:00', the phone, e-mail, address or description. */
function FooterLine({ preview }: { preview: Exclude<Preview, { kind: 'free' }> }) {
  const { t } = useTranslation('parameters');
  const setting = preview.known.setting;
  const dayLabel = setting === 'mondayToSaturday' || setting === 'sunday' ? t(`preview.${setting}`) : undefined;
  return (
    <>
      <p className="param-preview__heading">{t(HEADINGS[setting] ?? 'preview.contact')}</p>
      <p className="param-preview__value">
        {dayLabel && <span className="me-2 opacity-75">{dayLabel}</span>}
        {preview.shown}
      </p>
    </>
  );
}

/**
 * How the public site will show the value being typed (known codes,
 * docs/product-rules.md#general-parameters): the footer's line, the number the
 * chat button dials, or the link a social icon opens. Shown as text only;
 * nothing here is a link.
 */
export function ValuePreview({ code, value }: { code: string; value: string }) {
  const { t } = useTranslation('parameters');
  const preview = previewValue(code, value);
  if (preview.kind === 'free') return <p className="small text-body-secondary mb-0">{t('preview.free')}</p>;
  return (
    <div className="param-preview" aria-live="polite">
      {preview.kind === 'link' ? (
        <div className="d-flex align-items-center gap-2">
          <span className="param-preview__social">
            <i className={`bi ${NETWORK_ICONS[preview.network]}`} aria-hidden="true" />
          </span>
          <p className="param-preview__value small">
            {t(preview.accepted ? 'preview.opens' : 'preview.refused', {
              network: t(`preview.networks.${preview.network}`),
              href: preview.href,
            })}
          </p>
        </div>
      ) : (
        <FooterLine preview={preview} />
      )}
      {preview.kind === 'phone' && (
        <p className="param-preview__note">
          {!preview.dialled
            ? t('preview.noDigits')
            : t(preview.primary ? 'preview.dials' : 'preview.dialsSecond', { number: preview.dialled })}
        </p>
      )}
      {preview.isDefault && <p className="param-preview__note">{t('preview.defaultNote')}</p>}
    </div>
  );
}
