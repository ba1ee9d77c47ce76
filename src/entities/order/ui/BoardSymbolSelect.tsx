import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardSymbol } from '@/api/generated/shopApi';
import { FormField } from '@/components/forms/FormField';
import { allowedSymbols } from '@/lib/words/boardRules';

interface Props {
  symbols: readonly BoardSymbol[];
  /** The religion the board is judged by (none: `umum`). */
  religion?: string | null;
  /** The Formik field of the symbol, e.g. `board.symbol`. */
  name: string;
  id: string;
  hint?: ReactNode;
}

/**
 * A board's symbol, in the wizard's composer and in staff's correction: none, or one the religion allows (the
 * shop's data: the cross for kristen and katolik only). A symbol chosen before the religion changed stays shown,
 * with the error 'symbol_religion_conflict' (a `words:errors.<code>` key).
 */
export function BoardSymbolSelect({ symbols, religion, name, id, hint }: Props) {
  const { t } = useTranslation('words');
  const allowed = allowedSymbols(symbols, religion).filter((symbol) => symbol.symbol !== 'none');
  const option = (symbol: BoardSymbol) => (symbol.glyph ? `${symbol.glyph} ${symbol.label}` : symbol.label);
  return (
    <FormField<string> name={name} id={id} label={t('symbol')} hint={hint} formatError={(key) => t(key)}>
      {({ control, invalid }) => {
        const current = control.value || 'none';
        const kept = current !== 'none' && !allowed.some((symbol) => symbol.symbol === current);
        const known = symbols.find((symbol) => symbol.symbol === current);
        return (
          <select {...control} value={current} className={`form-select${invalid ? ' is-invalid' : ''}`}>
            <option value="none">{t('noSymbol')}</option>
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
  );
}
