import { useTranslation } from 'react-i18next';
import type { BoardSymbol } from '@/api/generated/shopApi';
import { useFormatDate } from '@/components/i18n/useFormatDate';
import { boardEventInstant, boardLines, boardReligion, boardStyle, type BoardProduct } from '../model/boardDraft';
import type { BoardDraft } from '../model/wizardTypes';
import { BoardPreview } from './BoardPreview';
import './OrderReview.css';

interface Props {
  product: BoardProduct;
  board: BoardDraft;
  symbols: readonly BoardSymbol[];
}

/**
 * A bunga papan's text in step 3, as the order stores it: the preview, then row by row the occasion, the religion,
 * each line, the style, the symbol, when and where the event is.
 */
export function BoardReview({ product, board, symbols }: Props) {
  const { t } = useTranslation(['order', 'words']);
  const formatDate = useFormatDate();
  const spec = product.board;
  const lines = boardLines(board, spec);
  const religion = boardReligion(board);
  const style = boardStyle(board, spec);
  const symbol = symbols.find((candidate) => candidate.symbol === board.symbol);
  const event = boardEventInstant(board.eventAt);
  const rows: Array<[string, string]> = [];
  if (board.occasion) rows.push([t('composer.occasion'), t(`words:occasions.${board.occasion}`)]);
  if (religion) rows.push([t('composer.religion'), t(`words:religions.${religion}`)]);
  for (const line of spec.lines) if (lines[line.key]) rows.push([t(`words:lines.${line.key}`), lines[line.key]]);
  rows.push([t('composer.style'), t(`words:styles.${style}`)]);
  const noSymbol = !board.symbol || board.symbol === 'none';
  rows.push([t('words:symbol'), noSymbol ? t('words:noSymbol') : (symbol?.label ?? board.symbol)]);
  if (event) rows.push([t('words:eventAt'), formatDate(event, 'dateTime')]);
  if (board.venue.trim()) rows.push([t('words:venue'), board.venue.trim()]);
  return (
    <section className="wizard-review__board" aria-labelledby="order-review-board-title">
      <h4 id="order-review-board-title" className="wizard-review__title">
        {t('composer.title')}
      </h4>
      <BoardPreview spec={spec} lines={lines} style={style} symbol={symbol} condolence={board.occasion === 'duka'} />
      <dl className="wizard-review__list wizard-review__list--board">
        {rows.map(([label, value]) => (
          <div key={label} className="wizard-review__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
