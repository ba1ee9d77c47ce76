import { Form, useFormikContext } from 'formik';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ResetFormButton } from '@/components/forms/ResetFormButton';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { useFormExit } from '@/components/forms/useFormExit';
import type { ParameterField, ParameterFormValues } from '../model/parameterSchema';
import { PARAMETER_LIST_PATH } from '../model/paths';
import { FormWarnings } from './FormWarnings';
import { KnownCodesCard } from './KnownCodesCard';
import { ParameterFields } from './ParameterFields';
import { ValuePreview } from './ValuePreview';

export type FormMode = 'create' | 'edit';

interface Props {
  mode: FormMode;
  parameterId?: number;
  /** The failed save's messages (the default one, or the server's). */
  messages: readonly string[];
  saved: boolean;
  /** A field to focus once saving is over (the first a 400 put an error on). */
  focusField: { field: ParameterField } | null;
  /** Reset also forgets a failed save. */
  onReset(): void;
}

/**
 * Fields, warnings, preview and the buttons. Any way out with unsaved changes
 * — cancel, a link, the back button, closing the tab — asks first (the shared
 * guard); after a save the list opens without asking. Submit waits for a
 * valid change: nothing typed (create) or changed (edit) has nothing to save.
 */
export function ParameterFormBody({ mode, parameterId, messages, saved, focusField, onReset }: Props) {
  const { t } = useTranslation('parameters');
  const { values, initialValues, dirty, isSubmitting, isValid } = useFormikContext<ParameterFormValues>();
  const { cancel } = useFormExit({
    dirty,
    saved,
    exitTo: PARAMETER_LIST_PATH,
    texts: {
      title: t('discard.title'),
      text: t('discard.text'),
      confirmText: t('discard.confirm'),
      cancelText: t('discard.cancel'),
    },
  });

  useEffect(() => {
    if (focusField && !isSubmitting) document.getElementById(`parameter-${focusField.field}`)?.focus();
  }, [focusField, isSubmitting]);

  const edit = mode === 'edit';

  return (
    <Form noValidate aria-label={t(edit ? 'form.editTitle' : 'form.createTitle')}>
      {messages.length > 0 && (
        <div className="alert alert-danger d-flex gap-2 align-items-start" role="alert">
          <i className="bi bi-exclamation-triangle-fill mt-1" aria-hidden="true" />
          {messages.length === 1 ? (
            <span>{messages[0]}</span>
          ) : (
            <ul className="mb-0 ps-3">
              {messages.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      <div className="row g-4">
        <div className="col-lg-7">
          <div className="card param-form-card">
            <div className="card-body p-3 p-md-4">
              {edit && <FormWarnings dirty={dirty} values={values} initialValues={initialValues} />}
              <ParameterFields parameterId={parameterId} disabled={isSubmitting} />
            </div>
            <div className="card-footer bg-transparent d-flex flex-wrap justify-content-end gap-2 p-3">
              <button
                type="button"
                className="btn btn-outline-secondary"
                onClick={() => void cancel()}
                disabled={isSubmitting}
              >
                {t('buttons.cancel')}
              </button>
              {edit && <ResetFormButton onReset={onReset}>{t('buttons.reset')}</ResetFormButton>}
              <SubmitButton busy={isSubmitting} disabled={!isValid || !dirty} icon="bi-check2">
                {isSubmitting ? t('buttons.saving') : t(edit ? 'buttons.update' : 'buttons.create')}
              </SubmitButton>
            </div>
          </div>
        </div>
        <div className="col-lg-5 d-flex flex-column gap-4">
          <section className="card param-side-card" aria-labelledby="param-preview-title">
            <div className="card-body">
              <h2 id="param-preview-title" className="h6">
                {t('preview.title')}
              </h2>
              <ValuePreview code={values.paramCode} value={values.deskripsi} />
            </div>
          </section>
          <KnownCodesCard />
        </div>
      </div>
    </Form>
  );
}
