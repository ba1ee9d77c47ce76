import type { TFunction } from 'i18next';
import * as yup from 'yup';
import { CARD_MESSAGE_MAX, cardMessageTooLong } from '@/lib/words/cardMessage';
import { OCCASIONS, RELIGIONS } from '@/lib/words/occasions';
import type { TemplateValues } from './templateForm';

/**
 * A template's rules (docs/product-rules.md#the-right-words-proposed): an occasion; a board's headline (its other
 * lines optional); a card's text, at most 200 characters as the shop counts them. The religion is optional.
 */
export function makeTemplateSchema(t: TFunction<'templates'>): yup.ObjectSchema<TemplateValues> {
  return yup.object({
    format: yup.mixed<TemplateValues['format']>().defined().oneOf(['board', 'card']),
    occasion: yup
      .mixed<TemplateValues['occasion']>()
      .defined()
      .test('occasion', t('form.validation.occasion'), (value) => (OCCASIONS as readonly unknown[]).includes(value)),
    religion: yup
      .mixed<TemplateValues['religion']>()
      .defined()
      .oneOf(['', ...RELIGIONS]),
    headline: yup
      .string()
      .defined()
      .when('format', ([format], schema) =>
        format === 'board' ? schema.trim().required(t('form.validation.headline')) : schema,
      ),
    recipient: yup.string().defined(),
    sender: yup.string().defined(),
    extra: yup.string().defined(),
    text: yup
      .string()
      .defined()
      .when('format', ([format], schema) =>
        format === 'card'
          ? schema
              .trim()
              .required(t('form.validation.text'))
              .test(
                'max',
                t('form.validation.textMax', { max: CARD_MESSAGE_MAX }),
                (value) => !cardMessageTooLong(value),
              )
          : schema,
      ),
  });
}
