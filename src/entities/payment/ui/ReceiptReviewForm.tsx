import { Form, Formik, useFormikContext, yupToFormErrors, type FormikErrors, type FormikHelpers } from 'formik';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentProof } from '@/api/generated/shopApi';
import { useAppToast } from '@/components/feedback/useAppToast';
import { FormField } from '@/components/forms/FormField';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { useReviewPaymentProofMutation } from '../api';
import { AmountField } from './AmountField';
import { makeReceiptReviewSchema, REASON_MAX, type ReceiptReviewValues } from './receiptReviewSchema';
import { readReviewFailure, type ReviewFailure } from './reviewFailure';

interface Props {
  receipt: PaymentProof;
  /** After a stored decision (the lists reload through the receipts' tag). */
  onDone(): void;
}

type Kept = Array<{ field: 'amount' | 'reason'; sent: string; message: string }>;

/**
 * Approve ('Setujui', recording the amount paid, the deposit unless changed) or refuse ('Tolak', with the reason the
 * customer will read). Formik + yup; submit disabled while invalid or saving. A refused save keeps what was typed,
 * the server's field errors on their fields until the field changes.
 */
export function ReceiptReviewForm({ receipt, onDone }: Props) {
  const { t, i18n } = useTranslation('payments');
  const toast = useAppToast();
  const [review] = useReviewPaymentProofMutation();
  const [messages, setMessages] = useState<string[]>([]);
  const kept = useRef<Kept>([]);
  const schema = useMemo(
    () => makeReceiptReviewSchema(t, receipt.order.grandTotal),
    // The messages follow the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language, receipt.order.grandTotal],
  );
  const initialValues = useMemo<ReceiptReviewValues>(
    () => ({ decision: 'approve', amount: String(receipt.order.depositAmount), reason: '' }),
    [receipt.order.depositAmount],
  );

  const validate = useCallback(
    async (values: ReceiptReviewValues) => {
      let errors: FormikErrors<ReceiptReviewValues> = {};
      try {
        await schema.validate(values, { abortEarly: false });
      } catch (error) {
        errors = yupToFormErrors(error);
      }
      for (const { field, sent, message } of kept.current)
        if (!errors[field] && values[field] === sent) errors[field] = message;
      return errors;
    },
    [schema],
  );

  const submit = async (values: ReceiptReviewValues, helpers: FormikHelpers<ReceiptReviewValues>) => {
    setMessages([]);
    kept.current = [];
    const approve = values.decision === 'approve';
    const paymentProofReview = approve
      ? { decision: 'approve' as const, ...(values.amount ? { amountPaid: Number(values.amount) } : {}) }
      : { decision: 'reject' as const, reason: values.reason.trim() };
    try {
      await review({ id: receipt.orderID, proofId: receipt.proofID, paymentProofReview }).unwrap();
      toast('success', t(approve ? 'review.approved' : 'review.rejected', { id: receipt.orderID }));
      onDone();
    } catch (error) {
      showFailure(readReviewFailure(error), values, helpers);
    }
  };

  const showFailure = async (
    { messages: serverMessages, fieldErrors }: ReviewFailure,
    values: ReceiptReviewValues,
    helpers: FormikHelpers<ReceiptReviewValues>,
  ) => {
    const fields = Object.keys(fieldErrors) as Array<'amount' | 'reason'>;
    kept.current = fields.map((field) => ({ field, sent: values[field], message: fieldErrors[field]! }));
    for (const field of fields) void helpers.setFieldTouched(field, true, false);
    if (fields.length > 0) helpers.setErrors(await validate(values));
    setMessages([
      ...(fields.length > 0 ? [t('review.fieldErrors')] : []),
      ...(serverMessages.length > 0 || fields.length > 0 ? serverMessages : [t('review.failed')]),
    ]);
  };

  return (
    <Formik<ReceiptReviewValues> initialValues={initialValues} validate={validate} validateOnMount onSubmit={submit}>
      <ReviewFields messages={messages} />
    </Formik>
  );
}

function ReviewFields({ messages }: { messages: string[] }) {
  const { t } = useTranslation('payments');
  const { values, isValid, isSubmitting, setFieldValue } = useFormikContext<ReceiptReviewValues>();
  const approve = values.decision === 'approve';
  return (
    <Form noValidate aria-label={t('review.legend')} className="receipt-review">
      {messages.length > 0 && (
        <div className="alert alert-danger py-2" role="alert">
          {messages.map((message) => (
            <p key={message} className="mb-0">
              {message}
            </p>
          ))}
        </div>
      )}
      <fieldset className="mb-3">
        <legend className="form-label fs-6 fw-semibold">{t('review.legend')}</legend>
        <div className="btn-group w-100" role="radiogroup" aria-label={t('review.legend')}>
          {(['approve', 'reject'] as const).map((decision) => (
            <label
              key={decision}
              className={`btn ${values.decision === decision ? (decision === 'approve' ? 'btn-success' : 'btn-danger') : 'btn-outline-secondary'}`}
            >
              <input
                type="radio"
                className="visually-hidden"
                name="decision"
                value={decision}
                checked={values.decision === decision}
                onChange={() => void setFieldValue('decision', decision)}
              />
              <i
                className={`bi ${decision === 'approve' ? 'bi-check2-circle' : 'bi-x-circle'} me-1`}
                aria-hidden="true"
              />
              {t(`review.${decision}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {approve ? (
        <AmountField name="amount" label={t('review.amount')} hint={t('review.amountHint')} />
      ) : (
        <FormField
          name="reason"
          label={t('review.reason')}
          hint={t('review.reasonHint', { max: REASON_MAX })}
          required
          multiline
          rows={3}
          maxLength={REASON_MAX}
          className="mb-3"
        />
      )}
      <SubmitButton
        busy={isSubmitting}
        disabled={!isValid}
        icon={approve ? 'bi-check2' : 'bi-x-lg'}
        className={`btn ${approve ? 'btn-success' : 'btn-danger'} w-100`}
      >
        {isSubmitting ? t('review.saving') : t(approve ? 'review.submitApprove' : 'review.submitReject')}
      </SubmitButton>
    </Form>
  );
}
