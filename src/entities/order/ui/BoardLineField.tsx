import { useTranslation } from 'react-i18next';
import type { BoardLineSpec } from '@/api/generated/shopApi';
import { FormField } from '@/components/forms/FormField';
import { unsupportedCharacters, type BoardStyle } from '@/lib/words/boardRules';
import { lineLength } from '@/lib/words/textCount';
import { TextCounter } from './TextCounter';

/** The longest a line may be typed (the contract's limit); the size's own limit is the counter's. */
const TYPED_MAX = 200;

interface Props {
  line: BoardLineSpec;
  value: string;
  style: BoardStyle;
  /** The Formik field of the line's words, e.g. `board.lines.headline`. */
  name: string;
  /** The control's id; its hint (the counter) is `<id>-hint`. */
  id: string;
}

/**
 * One line of a bunga papan, in the wizard's composer and in staff's correction: its field, with a live counter
 * against the size's limit ('18/24', an error above it) and, for foam letters, the characters they cannot carry. Its
 * message (a `words:errors.<code>` key) shows as soon as it is typed in.
 */
export function BoardLineField({ line, value, style, name, id }: Props) {
  const { t } = useTranslation('words');
  const refused = unsupportedCharacters(value, style);
  const format = (key: string) => {
    if (key.endsWith('.unsupported_character') && refused.length === 0) return t('errors.unsupported_any');
    return t(key, { max: line.maxChars, chars: refused.join(' ') });
  };
  return (
    <FormField<string>
      name={name}
      id={id}
      label={line.required ? t(`lines.${line.key}`) : `${t(`lines.${line.key}`)} ${t('optional')}`}
      required={line.required}
      formatError={format}
      hint={<TextCounter count={lineLength(value)} max={line.maxChars} />}
    >
      {({ control, invalid, helpers }) => (
        <input
          {...control}
          value={control.value ?? ''}
          onChange={(event) => {
            control.onChange(event);
            // The line's message shows while it is typed, not only once the field is left.
            void helpers.setTouched(true, false);
          }}
          type="text"
          className={`form-control${invalid ? ' is-invalid' : ''}`}
          maxLength={TYPED_MAX}
          autoComplete="off"
          spellCheck={false}
        />
      )}
    </FormField>
  );
}
