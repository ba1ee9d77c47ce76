import { Form, Formik, useFormikContext, yupToFormErrors, type FormikErrors, type FormikHelpers } from 'formik';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RefundTask } from '@/api/generated/shopApi';
import { useAppToast } from '@/components/feedback/useAppToast';
import { FormField } from '@/components/forms/FormField';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { useCreateRefundMutation } from '@/entities/payment/gatewayApi';
import { AmountField } from '@/entities/payment/ui/AmountField';
import { randomKey } from '@/lib/ids/randomKey';
import { formatRupiah } from '@/lib/money/formatRupiah';
import { readRefundFailure, type RefundFailure } from '../model/refundFailure';
import { makeRefundSchema, REFUND_REASON_MAX, type RefundValues } from '../model/refundSchema';
import { isVirtualAccount, remainingOf } from '../model/refundTasks';
import { RefundMethodField } from './RefundMethodField';

interface Props {
  /** The task as the list has it now (what is left to return follows the server). */
  task: RefundTask;
  providerName: string;
  /** After the refund is stored. */
  onDone(): void;
  /** After the server refused it: the tasks reload, as what is left may have changed. */
  onRefused(): void;
}

type Field = keyof RefundValues;
type Kept = Array<{ field: Field; sent: string; message: string }>;

/**
 * The refund of one task over Formik + yup: the amount (what is left to return, at most that), the reason, the
 * method. The form's `Idempotency-Key` is made once when the dialog opens and sent again with every try, so a retry
 * after a lost answer never returns the money twice. A refused refund keeps what was typed and says why.
 */
export function RefundForm({ task, providerName, onDone, onRefused }: Props) {
  const { t, i18n } = useTranslation('payments');
  const toast = useAppToast();
  const [createRefund] = useCreateRefundMutation();
  const [idempotencyKey] = useState(randomKey);
  const [messages, setMessages] = useState<string[]>([]);
  const kept = useRef<Kept>([]);
  const remaining = remainingOf(task);
  const gatewayAllowed = !isVirtualAccount(task.method);
  const schema = useMemo(
    () => makeRefundSchema(t, { max: remaining, gatewayAllowed }),
    // The messages follow the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language, remaining, gatewayAllowed],
  );
  const [initialValues] = useState<RefundValues>(() => ({
    amount: String(remaining),
    reason: '',
    method: gatewayAllowed ? 'gateway' : 'manual',
  }));

  const validate = useCallback(
    async (values: RefundValues) => {
      let errors: FormikErrors<RefundValues> = {};
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

  const submit = async (values: RefundValues, helpers: FormikHelpers<RefundValues>) => {
    setMessages([]);
    kept.current = [];
    const amount = Number(values.amount);
    try {
      await createRefund({
        id: task.orderID,
        'Idempotency-Key': idempotencyKey,
        refundInput: { amount, reason: values.reason.trim(), method: values.method, sessionID: task.sessionID },
      }).unwrap();
      toast('success', t('refund.done', { amount: formatRupiah(amount), id: task.orderID }));
      onDone();
    } catch (error) {
      await showFailure(readRefundFailure(error), values, helpers);
      onRefused();
    }
  };

  const showFailure = async (failure: RefundFailure, values: RefundValues, helpers: FormikHelpers<RefundValues>) => {
    if (failure.code) {
      setMessages([t(`refund.problem.${failure.code}`)]);
      return;
    }
    const fields = Object.keys(failure.fieldErrors) as Field[];
    kept.current = fields.map((field) => ({ field, sent: values[field], message: failure.fieldErrors[field]! }));
    for (const field of fields) void helpers.setFieldTouched(field, true, false);
    if (fields.length > 0) helpers.setErrors(await validate(values));
    setMessages([
      ...(fields.length > 0 ? [t('refund.fieldErrors')] : []),
      ...(failure.messages.length > 0 || fields.length > 0 ? failure.messages : [t('refund.failed')]),
    ]);
  };

  return (
    <Formik<RefundValues> initialValues={initialValues} validate={validate} validateOnMount onSubmit={submit}>
      <RefundFields
        messages={messages}
        gatewayAllowed={gatewayAllowed}
        providerName={providerName}
        remaining={remaining}
        validate={validate}
      />
    </Formik>
  );
}

interface FieldsProps {
  messages: string[];
  gatewayAllowed: boolean;
  providerName: string;
  remaining: number;
  validate(values: RefundValues): Promise<FormikErrors<RefundValues>>;
}

function RefundFields({ messages, gatewayAllowed, providerName, remaining, validate }: FieldsProps) {
  const { t } = useTranslation('payments');
  const { isValid, isSubmitting, validateForm } = useFormikContext<RefundValues>();
  // What is left to return may change while the dialog is open (another refund): the limit is checked again.
  useEffect(() => {
    void validateForm();
  }, [validate, validateForm]);
  return (
    <Form noValidate aria-label={t('refund.formLabel')}>
      {messages.length > 0 && (
        <div className="alert alert-danger py-2" role="alert">
          {messages.map((message) => (
            <p key={message} className="mb-0">
              {message}
            </p>
          ))}
        </div>
      )}
      <AmountField
        name="amount"
        label={t('refund.amount')}
        hint={t('refund.amountHint', { max: formatRupiah(remaining) })}
      />
      <FormField
        name="reason"
        label={t('refund.reason')}
        hint={t('refund.reasonHint', { max: REFUND_REASON_MAX })}
        required
        multiline
        rows={3}
        maxLength={REFUND_REASON_MAX}
        className="mb-3"
        disabled={isSubmitting}
      />
      <RefundMethodField gatewayAllowed={gatewayAllowed} provider={providerName} disabled={isSubmitting} />
      <SubmitButton
        busy={isSubmitting}
        disabled={!isValid}
        icon="bi-arrow-counterclockwise"
        className="btn btn-danger w-100"
      >
        {isSubmitting ? t('refund.saving') : t('refund.submit')}
      </SubmitButton>
    </Form>
  );
}
