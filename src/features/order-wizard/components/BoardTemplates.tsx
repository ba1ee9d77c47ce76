import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageTemplate } from '@/api/generated/shopApi';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { BOARD_LINE_KEYS } from '@/lib/words/boardRules';
import type { WordsCall } from '../hooks/useWizardWords';
import './BoardComposer.css';

interface Props {
  /** The templates of the occasion (and religion) chosen. */
  templates: WordsCall<MessageTemplate>;
  /** Why none are asked for yet: the occasion, or the family's religion, is still to be chosen. */
  waitingFor?: 'occasion' | 'religion';
  onChoose: (template: MessageTemplate) => void;
}

/** A template's words as its button shows them: its lines, in the board's order. */
const templateLines = (template: MessageTemplate) =>
  BOARD_LINE_KEYS.map((key) => template.lines?.[key]?.trim()).filter((line): line is string => Boolean(line));

/**
 * The shop's templates for the board's occasion (docs/product-rules.md#the-right-words-proposed): choosing one fills
 * the lines it has, which the customer then edits. Without templates (a backend without them) nothing shows; when
 * they cannot be loaded, a notice with 'Coba Lagi' (the customer can write the words meanwhile).
 */
export function BoardTemplates({ templates, waitingFor, onChoose }: Props) {
  const { t } = useTranslation('order');
  const [chosen, setChosen] = useState<number | null>(null);
  if (templates.status === 'unsupported') return null;
  let body;
  let list = false;
  if (waitingFor) body = <p className="wizard-composer__note">{t(`composer.templatesWait.${waitingFor}`)}</p>;
  else if (templates.status === 'loading')
    body = <LoadingState label={t('composer.templatesLoading')} className="py-2" />;
  else if (templates.status === 'failed')
    body = (
      <ErrorState
        tone="notice"
        className="mb-0"
        message={t('composer.templatesError')}
        note={t('composer.templatesErrorNote')}
        retryLabel={t('actions.retry')}
        onRetry={templates.retry}
        retrying={templates.retrying}
      />
    );
  else if (templates.data.length === 0) body = <p className="wizard-composer__note">{t('composer.templatesEmpty')}</p>;
  else {
    list = true;
    body = (
      <ul className="wizard-templates" aria-labelledby="order-board-templates-title">
        {templates.data.map((template) => (
          <li key={template.templateID}>
            <button
              type="button"
              className="wizard-template"
              aria-pressed={chosen === template.templateID}
              onClick={() => {
                setChosen(template.templateID);
                onChoose(template);
              }}
            >
              {templateLines(template).map((line, index) => (
                <Fragment key={index}>
                  {index > 0 && ' '}
                  <span className={index === 0 ? 'wizard-template__headline' : 'wizard-template__line'}>{line}</span>
                </Fragment>
              ))}
            </button>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="wizard-composer__templates">
      <p id="order-board-templates-title" className="form-label mb-1">
        {t('composer.templates')}
      </p>
      {list && <p className="wizard-composer__note mb-2">{t('composer.templatesHint')}</p>}
      {body}
    </div>
  );
}
