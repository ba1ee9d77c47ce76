import { Formik, getIn, setIn, yupToFormErrors, type FormikErrors, type FormikHelpers } from 'formik';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentSettings } from '@/api/generated/shopApi';
import { useSavePaymentSettings } from '../hooks/useSavePaymentSettings';
import { formValuesOf, settingsOf, type PaymentSettingsValues } from '../model/settingsForm';
import { makeSettingsSchema } from '../model/settingsSchema';
import { PaymentSettingsBody } from './PaymentSettingsBody';

/** A server's field error, kept while its field still holds what was sent. */
type Kept = Array<{ path: string; sent: string; message: string }>;

const snapshot = (values: PaymentSettingsValues, path: string) => JSON.stringify(getIn(values, path) ?? null);

/**
 * The payment settings over Formik + yup. A save sends the whole settings; once stored the form starts again from
 * what the server answered. A refused save keeps everything chosen: the server's field errors sit on their fields
 * until the field changes, its other words above the form.
 */
export function PaymentSettingsForm({ settings }: { settings: PaymentSettings }) {
  const { t, i18n } = useTranslation('payments');
  const save = useSavePaymentSettings();
  const schema = useMemo(
    () => makeSettingsSchema(t),
    // The messages follow the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language],
  );
  const kept = useRef<Kept>([]);
  const [messages, setMessages] = useState<string[]>([]);
  const [saved, setSaved] = useState(settings);
  const initialValues = useMemo(() => formValuesOf(saved), [saved]);

  const validate = useCallback(
    async (values: PaymentSettingsValues) => {
      let errors: FormikErrors<PaymentSettingsValues> = {};
      try {
        await schema.validate(values, { abortEarly: false });
      } catch (error) {
        errors = yupToFormErrors(error);
      }
      for (const { path, sent, message } of kept.current)
        if (getIn(errors, path) === undefined && snapshot(values, path) === sent)
          errors = setIn(errors, path, message) as FormikErrors<PaymentSettingsValues>;
      return errors;
    },
    [schema],
  );

  const submit = async (values: PaymentSettingsValues, helpers: FormikHelpers<PaymentSettingsValues>) => {
    setMessages([]);
    kept.current = [];
    const result = await save(settingsOf(values));
    if (result.ok) {
      setSaved(result.saved);
      helpers.resetForm({ values: formValuesOf(result.saved) });
      return;
    }
    const { fieldErrors, messages: serverMessages } = result.failure;
    const paths = Object.keys(fieldErrors);
    kept.current = paths.flatMap((path) =>
      fieldErrors[path] ? [{ path, sent: snapshot(values, path), message: fieldErrors[path] }] : [],
    );
    for (const path of paths) void helpers.setFieldTouched(path, true, false);
    if (paths.length > 0) helpers.setErrors(await validate(values));
    setMessages([
      ...(paths.length > 0 ? [t('settings.save.fieldErrors')] : []),
      ...(serverMessages.length > 0 || paths.length > 0 ? serverMessages : [t('settings.save.failed')]),
    ]);
  };

  return (
    <Formik<PaymentSettingsValues>
      initialValues={initialValues}
      validate={validate}
      validateOnMount
      enableReinitialize={false}
      onSubmit={submit}
    >
      <PaymentSettingsBody
        saved={saved}
        messages={messages}
        onReset={() => {
          kept.current = [];
          setMessages([]);
        }}
      />
    </Formik>
  );
}
