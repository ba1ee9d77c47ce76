import { useField } from 'formik';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageTemplate } from '@/api/generated/shopApi';
import { LoadingState } from '@/components/feedback/LoadingState';
import { FormField } from '@/components/forms/FormField';
import { TextCounter } from '@/entities/order/ui/TextCounter';
import { CARD_MESSAGE_MAX } from '@/lib/words/cardMessage';
import { OCCASIONS, type OccasionValue } from '@/lib/words/occasions';
import { lineLength } from '@/lib/words/textCount';
import './BoardComposer.css';

/** Room to paste a longer text and see it is over the card's 200 characters. */
const TYPED_MAX = 400;

/**
 * 'Kartu ucapan', the card's words apart from the instructions (docs/product-rules.md#the-right-words-proposed): the
 * shop's templates by occasion to start from, and a counter against the card's 200 characters.
 */
export function CardMessageField({ templates }: { templates: readonly MessageTemplate[] }) {
  const { t, ready } = useTranslation(['order', 'words']);
  const [field, , helpers] = useField<string>('cardMessage');
  const occasions = OCCASIONS.filter((occasion) => templates.some((template) => template.occasion === occasion));
  const [occasion, setOccasion] = useState<OccasionValue | ''>('');
  const selectId = useId();
  const shown = templates.filter((template) => template.occasion === occasion && template.text?.trim());
  const choose = (text: string) => {
    void helpers.setValue(text);
    void helpers.setTouched(true, false);
  };
  // The occasions' names are the `words` namespace's, asked for with the page's texts.
  if (!ready) return <LoadingState label={t('composer.templatesLoading')} className="py-2" />;
  return (
    <div className="wizard-card-message">
      {occasions.length > 0 && (
        <div className="mb-3">
          <label className="form-label" htmlFor={selectId}>
            {t('card.occasion')}
          </label>
          <select
            id={selectId}
            className="form-select"
            value={occasion}
            onChange={(event) => setOccasion(event.target.value as OccasionValue | '')}
          >
            <option value="">{t('composer.choose')}</option>
            {occasions.map((value) => (
              <option key={value} value={value}>
                {t(`words:occasions.${value}`)}
              </option>
            ))}
          </select>
          {shown.length > 0 && (
            <ul className="wizard-templates mt-2" aria-label={t('card.templates')}>
              {shown.map((template) => (
                <li key={template.templateID}>
                  <button
                    type="button"
                    className="wizard-template"
                    aria-pressed={field.value === template.text}
                    onClick={() => choose(template.text ?? '')}
                  >
                    <span className="wizard-template__line">{template.text}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <FormField<string>
        name="cardMessage"
        id="order-cardMessage"
        label={`${t('words:cardMessage')} ${t('words:optional')}`}
        formatError={(key) => t(key, { max: CARD_MESSAGE_MAX })}
        hint={<TextCounter count={lineLength(field.value)} max={CARD_MESSAGE_MAX} />}
      >
        {({ control, invalid, helpers: fieldHelpers }) => (
          <textarea
            {...control}
            value={control.value ?? ''}
            onChange={(event) => {
              control.onChange(event);
              void fieldHelpers.setTouched(true, false);
            }}
            rows={3}
            maxLength={TYPED_MAX}
            placeholder={t('card.placeholder')}
            className={`form-control${invalid ? ' is-invalid' : ''}`}
          />
        )}
      </FormField>
    </div>
  );
}
