import { useTranslation } from 'react-i18next';
import type { BoardOrder } from '@/api/generated/shopApi';
import { useFormatDate } from '@/components/i18n/useFormatDate';
import { useListBoardSymbolsQuery } from '@/entities/message-template/api';
import { shopZoneName } from '@/lib/dates/formatDate';
import { boardLinesOf } from '../model/boardWords';
import './BoardWords.css';

export type BoardWordsVariant = 'default' | 'compact' | 'ticket';

interface Props {
  board: BoardOrder;
  /** `compact` on cards (the delivery board, the run), `ticket` in large type for the print. */
  variant?: BoardWordsVariant;
  className?: string;
}

/** The symbol as a reader knows it: the shop's glyph and name, else the stored id; 'Tanpa simbol' for none. */
function useSymbolOf(symbol: string): { glyph: string; name: string } {
  const { t } = useTranslation('words');
  const none = !symbol || symbol === 'none';
  const { data } = useListBoardSymbolsQuery(undefined, { skip: none });
  if (none) return { glyph: '', name: t('noSymbol') };
  const known = data?.find((candidate) => candidate.symbol === symbol);
  return { glyph: known?.glyph ?? '', name: known?.label || symbol };
}

/**
 * A bunga papan's text as the customer composed it (docs/product-rules.md#the-right-words-proposed): its lines in the
 * board's order, the headline large, with the symbol's glyph above them; then the occasion, the family's religion and
 * the lettering style, the symbol by name, 'Waktu acara' in shop time and 'Lokasi (rumah duka / gedung)'. The words
 * are the customer's: shown as text, exactly as stored (inner spaces kept, never translated, `translate="no"` for
 * the browser's translator too); only the labels follow the language.
 */
export function BoardWordsView({ board, variant = 'default', className = '' }: Props) {
  const { t, i18n } = useTranslation('words');
  const formatDate = useFormatDate();
  const symbol = useSymbolOf(board.symbol);
  const lines = boardLinesOf(board);
  const venue = board.venue?.trim();
  const zone = shopZoneName(i18n.language === 'en' ? 'en-GB' : 'id-ID');
  const eventAt = board.eventAt ? formatDate(board.eventAt, 'dateTime') : '';
  return (
    <div className={`board-words board-words--${variant} ${className}`.trim()}>
      <div className="board-words__face" translate="no">
        {symbol.glyph && (
          <span className="board-words__glyph" aria-hidden="true">
            {symbol.glyph}
          </span>
        )}
        {lines.map((line) => (
          <p key={line.key} className={`board-words__line board-words__line--${line.key}`}>
            <span className="visually-hidden">{t(`lines.${line.key}`)}: </span>
            <span className="board-words__text">{line.text}</span>
          </p>
        ))}
      </div>
      <p className="board-words__tags">
        <span className="board-words__tag">{t(`occasions.${board.occasion}`, { defaultValue: board.occasion })}</span>
        {board.religion && (
          <span className="board-words__tag">{t(`religions.${board.religion}`, { defaultValue: board.religion })}</span>
        )}
        <span className="board-words__tag">{t(`styles.${board.style}`, { defaultValue: board.style })}</span>
      </p>
      <dl className="board-words__facts">
        <div>
          <dt>{t('symbol')}</dt>
          <dd>
            {symbol.glyph && (
              <span className="board-words__symbol-glyph" aria-hidden="true">
                {symbol.glyph}{' '}
              </span>
            )}
            {symbol.name}
          </dd>
        </div>
        {eventAt && (
          <div>
            <dt>{t('eventAt')}</dt>
            <dd>
              <time dateTime={board.eventAt}>{`${eventAt} ${zone}`}</time>
            </dd>
          </div>
        )}
        {venue && (
          <div>
            <dt>{t('venue')}</dt>
            <dd className="board-words__venue" translate="no">
              {board.venue}
            </dd>
          </div>
        )}
      </dl>
    </div>
  );
}
