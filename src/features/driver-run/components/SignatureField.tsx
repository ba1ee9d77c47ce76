import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import SignaturePad from 'signature_pad';

interface Props {
  /** The signature as a PNG once drawn, null when cleared. */
  onChange(signature: Blob | null): void;
  disabled?: boolean;
}

/**
 * The recipient signs with a finger (signature_pad: smooth strokes from touch, pen and mouse); each stroke gives
 * the PNG the proof carries. The canvas is sized to its box at the screen's pixel ratio, so the stroke is sharp and
 * lands under the finger.
 */
export function SignatureField({ onChange, disabled = false }: Props) {
  const { t } = useTranslation('run');
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <button type="button" className="btn btn-outline-secondary" onClick={() => setOpen(true)} disabled={disabled}>
        <i className="bi bi-pen me-2" aria-hidden="true" />
        {t('proof.addSignature')}
      </button>
    );
  return <SignatureCanvas onChange={onChange} disabled={disabled} />;
}

/** The pad itself, made when the driver asks for a signature (most deliveries have none). */
function SignatureCanvas({ onChange, disabled = false }: Props) {
  const { t } = useTranslation('run');
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const changed = useEffectEvent((signature: Blob | null) => onChange(signature));

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas?.getContext('2d')) return;
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    canvas.width = (canvas.offsetWidth || 320) * ratio;
    canvas.height = (canvas.offsetHeight || 160) * ratio;
    canvas.getContext('2d')?.scale(ratio, ratio);
    const pad = new SignaturePad(canvas, { penColor: '#2b1d22' });
    padRef.current = pad;
    const ended = () => canvas.toBlob((blob) => changed(blob), 'image/png');
    pad.addEventListener('endStroke', ended);
    return () => {
      pad.removeEventListener('endStroke', ended);
      pad.off();
      padRef.current = null;
    };
  }, []);

  useEffect(() => {
    if (!padRef.current) return;
    if (disabled) padRef.current.off();
    else padRef.current.on();
  }, [disabled]);

  const clear = () => {
    padRef.current?.clear();
    onChange(null);
  };

  return (
    <div className="run-signature">
      <canvas ref={canvasRef} className="run-signature__pad" role="img" aria-label={t('proof.signatureLabel')} />
      <button type="button" className="btn btn-link btn-sm px-0" onClick={clear} disabled={disabled}>
        {t('proof.clearSignature')}
      </button>
    </div>
  );
}
