import { useTranslation } from 'react-i18next';
import type { BoardSymbol } from '@/api/generated/shopApi';
import { ErrorState } from '@/components/feedback/ErrorState';
import { BoardSymbolSelect } from '@/entities/order/ui/BoardSymbolSelect';
import type { ReligionValue } from '@/lib/words/occasions';
import type { WordsCall } from '../hooks/useWizardWords';

interface Props {
  symbols: WordsCall<BoardSymbol>;
  /** The religion the board is judged by (none: `umum`). */
  religion?: ReligionValue;
}

/** The composer's symbol: the religion's symbols, with a notice to retry when the shop's symbols failed to load. */
export function BoardSymbolField({ symbols, religion }: Props) {
  const { t } = useTranslation('order');
  return (
    <>
      <BoardSymbolSelect
        symbols={symbols.data}
        religion={religion}
        name="board.symbol"
        id="order-board-symbol"
        hint={t('composer.symbolHint')}
      />
      {symbols.status === 'failed' && (
        <ErrorState
          tone="notice"
          className="mb-0"
          message={t('composer.symbolsError')}
          retryLabel={t('actions.retry')}
          onRetry={symbols.retry}
          retrying={symbols.retrying}
        />
      )}
    </>
  );
}
