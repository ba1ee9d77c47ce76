import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/forms/FormField';
import { CARD_MESSAGE_MAX, cardMessageTooLong } from '@/lib/words/cardMessage';
import { lineLength } from '@/lib/words/textCount';

/** A card's text with its counter ('18/200', as the shop counts characters), in the error's colour above the limit. */
export function CardTextField({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('templates');
  const [{ value }] = useField<string>('text');
  const over = cardMessageTooLong(value);
  return (
    <FormField
      name="text"
      label={t('form.text')}
      required
      multiline
      rows={4}
      disabled={disabled}
      hint={
        <span className={over ? 'text-danger fw-semibold' : undefined}>
          {t('form.counter', { length: lineLength(value), max: CARD_MESSAGE_MAX })}
        </span>
      }
    />
  );
}
