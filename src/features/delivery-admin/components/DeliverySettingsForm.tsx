import { Formik, yupToFormErrors, type FormikErrors, type FormikHelpers } from 'formik';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeliverySettings } from '@/api/generated/shopApi';
import { useSaveDeliverySettings } from '../hooks/useSaveDeliverySettings';
import { formValuesOf, settingsOf, type DeliveryFormValues } from '../model/deliveryForm';
import { makeDeliverySchema } from '../model/deliverySchema';
import { keepServerErrors, withServerErrors, type KeptServerErrors } from '../model/saveErrors';
import { DeliveryFormBody } from './DeliveryFormBody';

interface Props {
  settings: DeliverySettings;
  /** The shop's today (the calendar's first choosable day). */
  today: string;
}

/**
 * The delivery settings form over Formik + yup. A save sends the whole settings; once stored the form starts
 * again from what the server answered. A refused save keeps everything typed: the server's field errors sit
 * on their fields until the field changes, its other words above the form.
 */
export function DeliverySettingsForm({ settings, today }: Props) {
  const { t, i18n } = useTranslation('delivery');
  const save = useSaveDeliverySettings();
  const schema = useMemo(
    () => makeDeliverySchema(t),
    // The messages follow the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language],
  );
  const serverErrors = useRef<KeptServerErrors>([]);
  const [messages, setMessages] = useState<string[]>([]);
  const [focusPath, setFocusPath] = useState<{ path: string } | null>(null);
  const initialValues = useMemo(() => formValuesOf(settings), [settings]);

  const validate = useCallback(
    async (values: DeliveryFormValues) => {
      let errors: FormikErrors<DeliveryFormValues> = {};
      try {
        await schema.validate(values, { abortEarly: false });
      } catch (error) {
        errors = yupToFormErrors(error);
      }
      return withServerErrors(errors, values, serverErrors.current);
    },
    [schema],
  );

  const submit = async (values: DeliveryFormValues, helpers: FormikHelpers<DeliveryFormValues>) => {
    setMessages([]);
    serverErrors.current = [];
    const result = await save(settingsOf(values, settings));
    if (result.ok) {
      helpers.resetForm({ values: formValuesOf(result.saved) });
      return;
    }
    const { fieldErrors, messages: serverMessages } = result.failure;
    const paths = Object.keys(fieldErrors);
    serverErrors.current = keepServerErrors(values, fieldErrors);
    if (paths.length > 0) {
      for (const path of paths) void helpers.setFieldTouched(path, true, false);
      helpers.setErrors(await validate(values));
      setFocusPath({ path: paths[0] });
    }
    setMessages([
      ...(paths.length > 0 ? [t('save.fieldErrors')] : []),
      ...(serverMessages.length > 0 || paths.length > 0 ? serverMessages : [t('save.failed')]),
    ]);
  };

  return (
    <Formik<DeliveryFormValues>
      initialValues={initialValues}
      validate={validate}
      validateOnMount
      enableReinitialize={false}
      onSubmit={submit}
    >
      <DeliveryFormBody
        today={today}
        messages={messages}
        focusPath={focusPath}
        onReset={() => {
          serverErrors.current = [];
          setMessages([]);
        }}
      />
    </Formik>
  );
}
