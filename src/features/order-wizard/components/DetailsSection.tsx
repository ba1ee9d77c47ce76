import { Formik, useFormikContext } from 'formik';
import { useEffect, useMemo, useState, type FormEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardSpec, BoardSymbol } from '@/api/generated/shopApi';
import { showAlert } from '@/components/feedback/dialogs';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { useAppDispatch, useAppSelector } from '@/components/store/hooks';
import { whenIdle } from '@/lib/async/whenIdle';
import { shopTomorrow } from '@/lib/dates/shopClock';
import { useWizardDelivery, type DeliveryFailure } from '../hooks/useWizardDelivery';
import { useBoardSymbols, useCardTemplates, type WordsCall } from '../hooks/useWizardWords';
import { boardSurcharge, isBoardProduct } from '../model/boardDraft';
import { earliestDay, orderMoney, type WizardDelivery } from '../model/deliveryChoice';
import { ALL_TOUCHED, toDraft, toFormValues, touchedPaths, type DetailsFormValues } from '../model/detailsForm';
import { firstOrderProblem, orderDetailsSchema, PRODUCT_FIRST } from '../model/orderDetailsSchema';
import { orderTotal } from '../model/quantity';
import type { CategorySnapshot, ProductSnapshot } from '../model/wizardTypes';
import type { WordsContext } from '../model/wordsSchema';
import { continuedToConfirm, detailsChanged, selectWizard } from '../orderWizardSlice';
import { BoardComposer } from './BoardComposer';
import { OrderDetailsForm, type WordsMode } from './OrderDetailsForm';
import { OrderSummary } from './OrderSummary';
import { StepActions } from './StepActions';
import './DetailsSection.css';

interface Props {
  ref?: Ref<HTMLDivElement>;
  category: CategorySnapshot;
  product: ProductSnapshot | null;
  onBack: () => void;
}

interface FormProps extends Props {
  /** The shop's delivery rules; undefined without them; 'loading' while they are asked for. */
  delivery: WizardDelivery | undefined | 'loading';
  /** The rules could not be loaded (not a 404/501): said with a retry, the form waits (what is typed stays). */
  failure?: DeliveryFailure;
  /** The open days could not be checked: said above the days, with a retry. */
  daysFailure?: DeliveryFailure;
  /** What the words' checks know: the board's spec and symbols, whether the card is apart, the refusals. */
  words: WordsContext;
  /** How the form asks for the card's words and the instructions. */
  wordsMode: WordsMode;
  /** A bunga papan: its spec and the shop's symbols, for the composer. */
  board?: { spec: BoardSpec; symbols: WordsCall<BoardSymbol> };
}

/** Mirrors every change into the wizard slice, so the session draft keeps it across a reload. */
function DraftMirror() {
  const { values } = useFormikContext<DetailsFormValues>();
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(detailsChanged(toDraft(values)));
  }, [values, dispatch]);
  return null;
}

function DetailsForm({
  ref,
  category,
  product,
  onBack,
  delivery,
  failure,
  daysFailure,
  words,
  wordsMode,
  board,
}: FormProps) {
  const { t } = useTranslation('order');
  const dispatch = useAppDispatch();
  const { values, setTouched } = useFormikContext<DetailsFormValues>();

  // Continue checks in their order (docs/product-rules.md#order-details-validation); each failure
  // is a warning dialog.
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const draft = toDraft(values);
    if (delivery === 'loading' || failure) return;
    const problem = firstOrderProblem(product, draft, undefined, delivery, words);
    if (problem) {
      if (problem.field !== 'product') void setTouched(ALL_TOUCHED, true);
      await showAlert({
        icon: 'warning',
        title: t(problem.titleKey),
        text: t(problem.textKey),
        confirmText: t('actions.ok'),
      });
      return;
    }
    dispatch(detailsChanged(draft));
    dispatch(continuedToConfirm());
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <DraftMirror />
      {product && delivery === 'loading' && !failure && (
        <LoadingState label={t('details.loadingDelivery')} className="py-4" />
      )}
      {product && failure && (
        <ErrorState
          className="wizard-alert"
          message={t('details.deliveryError')}
          note={t('details.deliveryErrorNote')}
          retryLabel={t('actions.retry')}
          onRetry={failure.retry}
          retrying={failure.retrying}
        />
      )}
      {product && delivery !== 'loading' && (
        <div ref={ref} tabIndex={-1} className="wizard-details" aria-labelledby="order-details-title">
          {board && (
            <BoardComposer
              spec={board.spec}
              symbols={board.symbols}
              earliestDay={delivery ? earliestDay(delivery) : shopTomorrow()}
            />
          )}
          <h3 id="order-details-title" className="wizard-details__title">
            {t('details.title')}
          </h3>
          <div className="row g-4">
            <div className="col-lg-7">
              <OrderDetailsForm delivery={delivery} price={product.price} daysFailure={daysFailure} words={wordsMode} />
            </div>
            <div className="col-lg-5">
              <OrderSummary
                category={category}
                product={product}
                quantity={draftQuantity(values)}
                money={
                  delivery
                    ? orderMoney(delivery.settings, toDraft(values), orderTotal(product.price, draftQuantity(values)))
                    : undefined
                }
                surcharge={board ? boardSurcharge(product, toDraft(values)) : undefined}
              />
            </div>
          </div>
        </div>
      )}
      <StepActions
        onBack={onBack}
        nextLabel={t('actions.continue')}
        nextIcon="bi-arrow-right"
        nextDisabled={Boolean(failure)}
      />
    </form>
  );
}

const draftQuantity = (values: DetailsFormValues) => toDraft(values).quantity;

/** Asks for the category's delivery rules (while the visitor looks at the products): the form then need not wait. */
function DeliveryRulesAhead({ categoryId }: { categoryId: number }) {
  useWizardDelivery(categoryId);
  return null;
}

/**
 * Step 2 before a product is chosen: the step's back and continue ('Lanjutkan' asks for a product first). The form
 * (Formik, its yup schema) comes with the product, so the step shows without building them; the delivery rules are
 * asked for as soon as the browser is idle after the step shows, before the visitor has chosen.
 */
function BeforeProduct({ category, onBack }: Props) {
  const { t } = useTranslation('order');
  const [askRules, setAskRules] = useState(false);
  useEffect(() => whenIdle(() => setAskRules(true)), []);
  const remind = () =>
    void showAlert({
      icon: 'warning',
      title: t(PRODUCT_FIRST.titleKey),
      text: t(PRODUCT_FIRST.textKey),
      confirmText: t('actions.ok'),
    });
  return (
    <>
      {askRules && <DeliveryRulesAhead categoryId={category.categoryID} />}
      <StepActions onBack={onBack} nextLabel={t('actions.continue')} nextIcon="bi-arrow-right" onNext={remind} />
    </>
  );
}

/** The details form of step 2 (Formik + yup), its live summary and the step's back/continue. */
export function DetailsSection(props: Props) {
  if (!props.product) return <BeforeProduct {...props} />;
  return <DetailsWithProduct {...props} product={props.product} />;
}

/**
 * The words of the product (docs/product-rules.md#the-right-words-proposed): a board's spec and the shop's symbols for
 * the composer; for any other product, the card templates decide whether the card's words have their own field
 * (`ready`), stay in today's one box (`unsupported`, and meanwhile `loading`), or wait for a retry (`failed`: the one
 * box, with a notice).
 */
function useProductWords(product: ProductSnapshot) {
  const spec = isBoardProduct(product) ? product.board : undefined;
  const card = useCardTemplates(Boolean(spec));
  const symbols = useBoardSymbols(!spec);
  const { refusals } = useAppSelector(selectWizard);
  const separateCard = !spec && card.status === 'ready';
  const { status: symbolsStatus, data: symbolsData } = symbols;
  const words = useMemo<WordsContext>(() => {
    // The symbols the religion check knows: unknown while they load or failed (the backend decides); none without them.
    const known = symbolsStatus === 'ready' ? symbolsData : symbolsStatus === 'unsupported' ? [] : undefined;
    return { board: spec ? { spec, symbols: known } : undefined, separateCard, refusals };
  }, [spec, symbolsStatus, symbolsData, separateCard, refusals]);
  const wordsMode: WordsMode = spec
    ? { kind: 'board' }
    : separateCard
      ? { kind: 'separate', templates: card.data }
      : {
          kind: 'single',
          ...(card.status === 'failed' ? { failure: { retry: card.retry, retrying: card.retrying } } : {}),
        };
  return { words, wordsMode, board: spec ? { spec, symbols } : undefined, refusals };
}

function DetailsWithProduct(props: Props & { product: ProductSnapshot }) {
  const { details } = useAppSelector(selectWizard);
  // The slice's draft seeds the form once; from then on the form mirrors into the slice.
  const [initialValues] = useState(() => toFormValues(details));
  const { words, wordsMode, board, refusals } = useProductWords(props.product);
  // What the backend refused shows on its fields from the start.
  const [initialTouched] = useState(() => (refusals ? touchedPaths(Object.keys(refusals)) : undefined));
  const state = useWizardDelivery(props.category.categoryID);
  // Without known rules (loading, or failed) the form waits: it is never the product's form by mistake.
  const delivery =
    state.mode === 'loading' || state.mode === 'failed'
      ? 'loading'
      : state.mode === 'rules'
        ? state.delivery
        : undefined;
  const schema = useMemo(
    () => orderDetailsSchema(undefined, delivery === 'loading' ? undefined : delivery, words),
    [delivery, words],
  );
  return (
    <Formik<DetailsFormValues>
      initialValues={initialValues}
      initialTouched={initialTouched}
      validateOnMount={Boolean(initialTouched)}
      validationSchema={schema}
      onSubmit={() => undefined}
    >
      <DetailsForm
        {...props}
        words={words}
        wordsMode={wordsMode}
        board={board}
        delivery={delivery}
        failure={state.mode === 'failed' ? state.failure : undefined}
        daysFailure={state.mode === 'rules' ? state.daysFailure : undefined}
      />
    </Formik>
  );
}
