import { useTranslation } from 'react-i18next';
import type { BoardSymbol } from '@/api/generated/shopApi';
import { ErrorState } from '@/components/feedback/ErrorState';
import { FormField } from '@/components/forms/FormField';
import { allowedSymbols } from '@/lib/words/boardRules';
import type { ReligionValue } from '@/lib/words/occasions';
import type { WordsCall } from '../hooks/useWizardWords';

interface Props {
  symbols: WordsCall<BoardSymbol>;
  /** The religion the board is judged by (none: `umum`). */
  religion?: ReligionValue;
}

/**
 * The board's symbol: none, or one the religion allows (the shop's data: the cross for kristen and katolik only). A
 * symbol chosen before the religion changed stays shown, with the error 'symbol_religion_conflict'.
 */
export function BoardSymbolField({ symbols, religion }: Props) {
  const { t } = useTranslation(['order', 'words']);
  const allowed = allowedSymbols(symbols.data, religion).filter((symbol) => symbol.symbol !== 'none');
  const option = (symbol: BoardSymbol) => (symbol.glyph ? `${symbol.glyph} ${symbol.label}` : symbol.label);
  return (
    <>
      <FormField<string>
        name="board.symbol"
        id="order-board-symbol"
        label={t('words:symbol')}
        hint={t('composer.symbolHint')}
        formatError={(key) => t(key)}
      >
        {({ control, invalid }) => {
          const current = control.value || 'none';
          const kept = current !== 'none' && !allowed.some((symbol) => symbol.symbol === current);
          const known = symbols.data.find((symbol) => symbol.symbol === current);
          return (
            <select {...control} value={current} className={`form-select${invalid ? ' is-invalid' : ''}`}>
              <option value="none">{t('words:noSymbol')}</option>
              {allowed.map((symbol) => (
                <option key={symbol.symbol} value={symbol.symbol}>
                  {option(symbol)}
                </option>
              ))}
              {kept && <option value={current}>{known ? option(known) : current}</option>}
            </select>
          );
        }}
      </FormField>
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
