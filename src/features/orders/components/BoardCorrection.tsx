import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardOrder, BoardSpec, BoardSymbol, CustomerOrder } from '@/api/generated/shopApi';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { useGetFlowerProductQuery } from '@/entities/catalogue/api';
import { useListBoardSymbolsQuery } from '@/entities/message-template/api';
import { useCorrectOrderBoardMutation } from '@/entities/order/api';
import { BoardLineField } from '@/entities/order/ui/BoardLineField';
import { BoardSymbolSelect } from '@/entities/order/ui/BoardSymbolSelect';
import { BoardWordsView } from '@/entities/order/ui/BoardWordsView';
import { httpStatusOf, isUnsupportedCall } from '@/lib/api/unsupportedCall';
import {
  boardCorrectionSchema,
  boardOpenForCorrection,
  correctionFailure,
  correctionValuesOf,
  type BoardCorrectionValues,
} from '../model/boardCorrection';
import './BoardCorrection.css';

type Outcome = 'saved' | 'locked' | 'unsupported';

/**
 * 'Koreksi teks papan' (docs/product-rules.md#the-right-words-proposed): once the customer asked for a change on the
 * newest arrangement photo, staff correct the board's lines and symbol here, checked as the wizard checks them,
 * with the preview of what will be stored; the backend decides (correctOrderBoard). What was typed survives a
 * refused or failed save.
 */
export function BoardCorrection({ order }: { order: CustomerOrder }) {
  const { t } = useTranslation('orders');
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const board = order.board;
  if (!board) return null;
  const openable = boardOpenForCorrection(order);
  const message = outcome && (
    <p className={`small mb-0 mt-2 ${outcome === 'saved' ? 'text-success-emphasis' : ''}`} role="status">
      {t(`boardCorrection.${outcome}`)}
    </p>
  );
  if (!openable || outcome === 'unsupported') return message || null;
  if (!open)
    return (
      <>
        {message}
        <button
          type="button"
          className="btn btn-sm btn-outline-primary mt-2"
          onClick={() => {
            setOutcome(undefined);
            setOpen(true);
          }}
        >
          <i className="bi bi-pencil-square me-1" aria-hidden="true" />
          {t('boardCorrection.open')}
        </button>
      </>
    );
  return (
    <CorrectionPanel
      order={order}
      board={board}
      onClose={(result) => {
        setOutcome(result);
        setOpen(false);
      }}
    />
  );
}

function CorrectionPanel({
  order,
  board,
  onClose,
}: {
  order: CustomerOrder;
  board: BoardOrder;
  onClose(outcome?: Outcome): void;
}) {
  const { t } = useTranslation('orders');
  const product = useGetFlowerProductQuery({ id: order.productID });
  const symbols = useListBoardSymbolsQuery();
  const spec = product.data?.board;
  return (
    <div className="board-correction mt-3" role="group" aria-labelledby={`order-correct-${order.orderID}-title`}>
      <h4 className="h6 mb-1" id={`order-correct-${order.orderID}-title`}>
        {t('boardCorrection.title')}
      </h4>
      <p className="small text-body-secondary">{t('boardCorrection.intro')}</p>
      {product.isLoading || symbols.isLoading ? (
        <LoadingState label={t('boardCorrection.specLoading')} />
      ) : !spec || !symbols.data ? (
        <ErrorState
          message={t('boardCorrection.specError')}
          retryLabel={t('boardCorrection.retry')}
          onRetry={() => {
            if (!spec) void product.refetch();
            if (!symbols.data) void symbols.refetch();
          }}
          retrying={product.isFetching || symbols.isFetching}
        />
      ) : (
        <CorrectionForm order={order} board={board} spec={spec} symbols={symbols.data} onClose={onClose} />
      )}
    </div>
  );
}

function CorrectionForm({
  order,
  board,
  spec,
  symbols,
  onClose,
}: {
  order: CustomerOrder;
  board: BoardOrder;
  spec: BoardSpec;
  symbols: readonly BoardSymbol[];
  onClose(outcome?: Outcome): void;
}) {
  const { t } = useTranslation('orders');
  const [correct] = useCorrectOrderBoardMutation();
  const [failed, setFailed] = useState(false);

  const submit = async (values: BoardCorrectionValues, form: FormikHelpers<BoardCorrectionValues>) => {
    setFailed(false);
    try {
      await correct({ id: order.orderID, boardCorrection: { lines: values.lines, symbol: values.symbol } }).unwrap();
      onClose('saved');
    } catch (error) {
      if (httpStatusOf(error) === 409) return onClose('locked');
      if (isUnsupportedCall(error)) return onClose('unsupported');
      const refused = correctionFailure(error);
      if (!refused) return setFailed(true);
      form.setErrors(refused.errors);
      void form.setTouched(refused.touched, false);
    }
  };

  return (
    <Formik
      initialValues={correctionValuesOf(board)}
      validationSchema={boardCorrectionSchema(board, spec, symbols)}
      onSubmit={submit}
    >
      {({ values, isValid, dirty, isSubmitting }) => (
        <Form noValidate className="row g-3">
          <div className="col-lg-7">
            {spec.lines.map((line) => (
              <BoardLineField
                key={line.key}
                line={line}
                value={values.lines[line.key]}
                style={board.style}
                name={`lines.${line.key}`}
                id={`order-correct-${order.orderID}-${line.key}`}
              />
            ))}
            <BoardSymbolSelect
              name="symbol"
              id={`order-correct-${order.orderID}-symbol`}
              symbols={symbols}
              religion={board.religion}
            />
          </div>
          <div className="col-lg-5">
            <p className="small fw-semibold mb-1">{t('boardCorrection.preview')}</p>
            <BoardWordsView board={{ ...board, lines: values.lines, symbol: values.symbol }} variant="compact" />
          </div>
          {failed && (
            <div className="col-12">
              <p className="alert alert-danger small mb-0" role="alert">
                {t('boardCorrection.failed')}
              </p>
            </div>
          )}
          <div className="col-12 d-flex flex-wrap gap-2">
            <SubmitButton
              busy={isSubmitting}
              disabled={!isValid || !dirty}
              className="btn btn-sm btn-primary"
              icon="bi-check2"
            >
              {isSubmitting ? t('boardCorrection.saving') : t('boardCorrection.save')}
            </SubmitButton>
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              disabled={isSubmitting}
              onClick={() => onClose()}
            >
              {t('boardCorrection.cancel')}
            </button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
