import { Form, Formik, yupToFormErrors, type FormikErrors, type FormikHelpers } from 'formik';
import { useCallback, useMemo, useRef, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import type { MessageTemplate } from '@/api/generated/shopApi';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { useSaveTemplate } from '../hooks/useSaveTemplate';
import type { TemplateSaveFailure } from '../model/saveErrors';
import { templateValues, type TemplateDefaults, type TemplateField, type TemplateValues } from '../model/templateForm';
import { makeTemplateSchema } from '../model/templateSchema';
import { TemplateFields } from './TemplateFields';

interface Props {
  template: MessageTemplate | undefined;
  defaults: TemplateDefaults;
  titleId: string;
  onDone(): void;
  onCancel(): void;
}

/** The server's word on a field, kept while the field holds what was sent. */
type Kept = Array<{ field: TemplateField; sent: string; message: string }>;

/**
 * The template's form over Formik + yup, in the dialog's header, body and footer. A refused save keeps everything
 * typed: a 400's errors on their fields (until the field changes) and the rest above them; any other failure says
 * so, to save again.
 */
export function TemplateForm({ template, defaults, titleId, onDone, onCancel }: Props) {
  const { t, i18n } = useTranslation('templates');
  const save = useSaveTemplate();
  const [messages, setMessages] = useState<string[]>([]);
  const kept = useRef<Kept>([]);
  const schema = useMemo(
    () => makeTemplateSchema(t),
    // The messages follow the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language],
  );
  const [initialValues] = useState(() => templateValues(template, defaults));

  const validate = useCallback(
    async (values: TemplateValues) => {
      let errors: FormikErrors<TemplateValues> = {};
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

  const showFailure = async (
    failure: TemplateSaveFailure,
    values: TemplateValues,
    helpers: FormikHelpers<TemplateValues>,
  ) => {
    if (failure.forbidden) {
      setMessages([t('form.failure.forbidden')]);
      return;
    }
    const fields = Object.keys(failure.fieldErrors) as TemplateField[];
    kept.current = fields.map((field) => ({ field, sent: values[field], message: failure.fieldErrors[field]! }));
    for (const field of fields) void helpers.setFieldTouched(field, true, false);
    if (fields.length > 0) helpers.setErrors(await validate(values));
    setMessages([
      ...(fields.length > 0 ? [t('form.failure.fields')] : []),
      ...(failure.messages.length > 0 || fields.length > 0 ? failure.messages : [t('form.failure.save')]),
    ]);
  };

  const submit = async (values: TemplateValues, helpers: FormikHelpers<TemplateValues>) => {
    setMessages([]);
    kept.current = [];
    const result = await save(template?.templateID, values);
    if (result.ok) onDone();
    else await showFailure(result.failure, values, helpers);
  };

  return (
    <Formik<TemplateValues> initialValues={initialValues} validate={validate} validateOnMount onSubmit={submit}>
      {({ isSubmitting, isValid }) => (
        <Form noValidate aria-labelledby={titleId} className="message-template-dialog__form">
          <Modal.Header closeButton closeLabel={t('form.close')}>
            <Modal.Title id={titleId} as="h2" className="h5">
              {t(template ? 'form.editTitle' : 'form.createTitle')}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body>
            {messages.length > 0 && (
              <div className="alert alert-danger py-2" role="alert">
                {messages.map((message) => (
                  <p key={message} className="mb-0">
                    {message}
                  </p>
                ))}
              </div>
            )}
            <TemplateFields disabled={isSubmitting} />
          </Modal.Body>
          <Modal.Footer>
            <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
              {t('form.cancel')}
            </button>
            <SubmitButton busy={isSubmitting} disabled={!isValid} icon="bi-check2">
              {isSubmitting ? t('form.saving') : t('form.save')}
            </SubmitButton>
          </Modal.Footer>
        </Form>
      )}
    </Formik>
  );
}
