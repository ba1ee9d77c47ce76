import { useTranslation } from 'react-i18next';
import type { BoardSpec, BoardSymbol } from '@/api/generated/shopApi';
import type { BoardLineKey, BoardStyle } from '@/lib/words/boardRules';
import './BoardPreview.css';

interface Props {
  spec: Pick<BoardSpec, 'size' | 'widthCm' | 'heightCm'>;
  /** The lines exactly as the order stores them (trimmed). */
  lines: Record<BoardLineKey, string>;
  style: BoardStyle;
  /** The chosen symbol, none when the board has none. */
  symbol?: Pick<BoardSymbol, 'label' | 'glyph'>;
  /** A condolence board (white, quiet). */
  condolence: boolean;
}

/**
 * The live preview of a bunga papan (docs/product-rules.md#the-right-words-proposed), drawn to the size's proportions:
 * the symbol, the headline large, the recipient, the extra line and the sender each on their own line. It shows the
 * words exactly as they will be stored, never a translation, as text.
 */
export function BoardPreview({ spec, lines, style, symbol, condolence }: Props) {
  const { t } = useTranslation('order');
  const empty = !lines.headline && !lines.recipient && !lines.sender && !lines.extra;
  return (
    <figure className="wizard-board-preview mb-0" aria-labelledby="order-board-preview-caption">
      <div
        className={`wizard-board wizard-board--${style}${condolence ? ' wizard-board--duka' : ''}`}
        style={{ aspectRatio: `${spec.widthCm} / ${spec.heightCm}` }}
      >
        <div className="wizard-board__panel" translate="no">
          {symbol?.glyph && (
            <span className="wizard-board__symbol" role="img" aria-label={symbol.label}>
              {symbol.glyph}
            </span>
          )}
          {lines.headline && <p className="wizard-board__headline">{lines.headline}</p>}
          {lines.recipient && <p className="wizard-board__recipient">{lines.recipient}</p>}
          {lines.extra && <p className="wizard-board__extra">{lines.extra}</p>}
          {lines.sender && <p className="wizard-board__sender">{lines.sender}</p>}
          {empty && <p className="wizard-board__empty">{t('composer.previewEmpty')}</p>}
        </div>
      </div>
      <figcaption className="wizard-board-preview__caption">
        <span id="order-board-preview-caption">{t('composer.preview')}</span>
        <span className="wizard-board-preview__size">{t('composer.previewSize', { size: spec.size })}</span>
      </figcaption>
    </figure>
  );
}
