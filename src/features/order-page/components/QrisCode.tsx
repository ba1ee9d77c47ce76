import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { safeImageSrc } from '@/lib/url/urlPolicy';

/** The picture's side in CSS pixels; drawn at twice that for sharp modules on a phone's screen. */
const SIDE = 240;

type Drawn = { text: string; src: string | undefined } | { text: string; failed: true };

/**
 * A QRIS payment's QR code drawn on the device from the session's `qrString` (the `qrcode` package, loaded when a
 * QRIS is shown), as a PNG data URL: nothing is fetched from the network. Its place is kept while it is drawn.
 */
export function QrisCode({ text }: { text: string }) {
  const { t } = useTranslation('orderPage');
  const [drawn, setDrawn] = useState<Drawn | null>(null);

  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qrcode) => qrcode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, width: SIDE * 2 }))
      .then(
        (url) => live && setDrawn({ text, src: safeImageSrc(url) }),
        () => live && setDrawn({ text, failed: true }),
      );
    return () => {
      live = false;
    };
  }, [text]);

  const current = drawn?.text === text ? drawn : null;
  if (current && ('failed' in current || !current.src))
    return <p className="order-page-gw__qr-failed">{t('gateway.qrisFailed')}</p>;
  if (current && 'src' in current && current.src)
    return (
      <img
        src={current.src}
        alt={t('gateway.qrisAlt')}
        className="order-page-gw__qr"
        width={SIDE}
        height={SIDE}
        data-qr-text={text}
      />
    );
  return (
    <div className="order-page-gw__qr order-page-gw__qr--drawing">
      <span className="spinner-border spinner-border-sm" aria-hidden="true" />
      <span className="visually-hidden">{t('gateway.qrisDrawing')}</span>
    </div>
  );
}
