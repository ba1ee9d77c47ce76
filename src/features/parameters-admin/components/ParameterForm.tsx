import { Formik, validateYupSchema, yupToFormErrors, type FormikErrors, type FormikHelpers } from 'formik';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeneralParameter } from '@/api/generated/shopApi';
import type { SaveResult } from '../hooks/useSaveParameter';
import { makeParameterSchema, type ParameterField, type ParameterFormValues } from '../model/parameterSchema';
import { rememberServerErrors, withServerErrors, type ServerFieldErrors } from '../model/serverFieldErrors';
import { ParameterFormBody, type FormMode } from './ParameterFormBody';

interface Props {
  mode: FormMode;
  initialValues: ParameterFormValues;
  /** Edit: the parameter's id (shown, and allowed to keep its own code). */
  parameterId?: number;
  /** Every parameter, for the unique code. */
  parameters: readonly GeneralParameter[];
  onSave(values: ParameterFormValues): Promise<SaveResult>;
}

/**
 * The create and edit form (docs/product-rules.md#general-parameters) over
 * Formik + yup. A failed save keeps everything typed and shows the default
 * message, or on a 400 the server's words: its message above the form, or its
 * field errors on the fields (kept until the field changes).
 */
export function ParameterForm({ mode, initialValues, parameterId, parameters, onSave }: Props) {
  const { t, i18n } = useTranslation('parameters');
  const schema = useMemo(
    () => makeParameterSchema(t, { parameters, selfId: parameterId }),
    // The messages follow the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, parameters, parameterId, i18n.language],
  );
  const serverErrors = useRef<ServerFieldErrors>({});
  const [messages, setMessages] = useState<string[]>([]);
  const [saved, setSaved] = useState(false);
  /** The field a 400 put an error on first: focused once the form is enabled again. */
  const [focusField, setFocusField] = useState<{ field: ParameterField } | null>(null);

  const validate = useCallback(
    async (values: ParameterFormValues) => {
      let errors: FormikErrors<ParameterFormValues> = {};
      try {
        await validateYupSchema(values, schema);
      } catch (error) {
        errors = yupToFormErrors(error);
      }
      return withServerErrors(errors, values, serverErrors.current);
    },
    [schema],
  );

  const submit = async (values: ParameterFormValues, helpers: FormikHelpers<ParameterFormValues>) => {
    setMessages([]);
    serverErrors.current = {};
    const result = await onSave(values);
    if (result.ok) {
      setSaved(true);
      return;
    }
    const { fieldErrors, messages: serverMessages } = result.failure;
    const fields = Object.keys(fieldErrors) as ParameterField[];
    serverErrors.current = rememberServerErrors(values, fieldErrors);
    if (fields.length > 0) {
      helpers.setErrors(fieldErrors);
      setFocusField({ field: fields[0] });
    }
    const fallback = t(mode === 'create' ? 'save.createFailed' : 'save.updateFailed');
    setMessages(serverMessages.length > 0 || fields.length > 0 ? serverMessages : [fallback]);
  };

  const forgetFailure = () => {
    serverErrors.current = {};
    setMessages([]);
  };

  return (
    <Formik<ParameterFormValues>
      initialValues={initialValues}
      initialTouched={mode === 'edit' ? { paramCode: true, paramName: true, deskripsi: true } : undefined}
      validate={validate}
      validateOnMount
      onSubmit={submit}
    >
      <ParameterFormBody
        mode={mode}
        parameterId={parameterId}
        messages={messages}
        saved={saved}
        focusField={focusField}
        onReset={forgetFailure}
      />
    </Formik>
  );
}
