import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import type { BoardSpec, BoardSymbol, MessageTemplate } from '@/api/generated/shopApi';
import { LoadingState } from '@/components/feedback/LoadingState';
import { BoardLineField } from '@/entities/order/ui/BoardLineField';
import { formatRupiah } from '@/lib/money/formatRupiah';
import { boardCharacters } from '@/lib/words/boardRules';
import { asksReligion } from '@/lib/words/occasions';
import { useBoardTemplates, type WordsCall } from '../hooks/useWizardWords';
import { boardLines, boardReligion, boardStyle, withTemplate } from '../model/boardDraft';
import type { DetailsFormValues } from '../model/detailsForm';
import { BoardChecked } from './BoardChecked';
import { BoardEventFields } from './BoardEventFields';
import { BoardOccasionFields } from './BoardOccasionFields';
import { BoardPreview } from './BoardPreview';
import { BoardStyleField } from './BoardStyleField';
import { BoardSymbolField } from './BoardSymbolField';
import { BoardTemplates } from './BoardTemplates';
import './BoardComposer.css';

interface Props {
  spec: BoardSpec;
  /** The shop's symbols and the religions each allows. */
  symbols: WordsCall<BoardSymbol>;
  /** The earliest delivery day the wizard knows (a shop day): the event cannot be before it. */
  earliestDay: string;
}

/**
 * The bunga papan composer (docs/product-rules.md#the-right-words-proposed): the occasion, for condolences the
 * family's religion, the shop's templates, one field per line of the size with its counter, the letters' style, the
 * symbol the religion allows, a live preview to the board's proportions, 'Nama & gelar sudah saya periksa', and when
 * and where the event is. Part of step 2's Formik form (`board.*`); its labels are translated, the words never.
 */
export function BoardComposer({ spec, symbols, earliestDay }: Props) {
  const { t, ready } = useTranslation(['order', 'words']);
  const { values, setFieldValue, setFieldTouched } = useFormikContext<DetailsFormValues>();
  const board = values.board;
  const religion = boardReligion(board);
  const waitingFor = !board.occasion ? 'occasion' : asksReligion(board.occasion) && !religion ? 'religion' : undefined;
  const templates = useBoardTemplates(board.occasion, religion, Boolean(waitingFor));
  const style = boardStyle(board, spec);
  const lines = boardLines(board, spec);
  const symbol = symbols.data.find((candidate) => candidate.symbol === board.symbol);

  const chooseTemplate = (template: MessageTemplate) => {
    void setFieldValue('board.lines', withTemplate(board.lines, template, spec));
    for (const line of spec.lines)
      if (template.lines?.[line.key]) void setFieldTouched(`board.lines.${line.key}`, true, false);
  };

  // The occasions, religions and styles are the `words` namespace's: the composer waits for it (no key flashes).
  if (!ready) return <LoadingState label={t('composer.loading')} className="py-4" />;
  return (
    <section className="wizard-composer" aria-labelledby="order-composer-title">
      <h3 id="order-composer-title" className="wizard-details__title mb-1">
        {t('composer.title')}
      </h3>
      <p className="wizard-composer__intro">{t('composer.intro', { size: spec.size })}</p>
      <div className="row g-4">
        <div className="col-lg-7">
          <div className="wizard-form">
            <BoardOccasionFields />
            <BoardTemplates templates={templates} waitingFor={waitingFor} onChoose={chooseTemplate} />
            {spec.lines.map((line) => (
              <BoardLineField
                key={line.key}
                line={line}
                value={board.lines[line.key]}
                style={style}
                name={`board.lines.${line.key}`}
                id={`order-board-${line.key}`}
              />
            ))}
            <BoardStyleField styles={spec.styles} style={style} />
            <BoardSymbolField symbols={symbols} religion={religion} />
          </div>
        </div>
        <div className="col-lg-5">
          <div className="wizard-form wizard-composer__aside">
            <BoardPreview
              spec={spec}
              lines={lines}
              style={style}
              symbol={symbol}
              condolence={board.occasion === 'duka'}
            />
            <p className="wizard-composer__note">
              {t('composer.charged', {
                count: boardCharacters(lines),
                free: spec.freeChars,
                price: formatRupiah(spec.pricePerExtraChar),
              })}
            </p>
            <BoardChecked />
          </div>
        </div>
      </div>
      <div className="wizard-form mt-4">
        <BoardEventFields earliestDay={earliestDay} />
      </div>
    </section>
  );
}
