import { FormikProvider, useFormik } from 'formik';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArrangementAnswer } from '@/api/generated/shopApi';
import { FormField } from '@/components/forms/FormField';
import { useInitialErrors } from '@/components/forms/initialErrors';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { changeRequestSchema, type ChangeRequestValues } from '../model/changeRequestSchema';
import { CHANGE_NOTE_MAX } from '../model/doorstep';

interface Props {
  /** Sends the answer; resolves true once the shop has it. */
  send(answer: ArrangementAnswer): Promise<boolean>;
  onCancel(): void;
}

/** 'Minta perubahan': what to change; what was typed stays when sending fails. */
export function ChangeRequestForm({ send, onCancel }: Props) {
  const { t } = useTranslation('orderPage');
  const schema = useMemo(() => changeRequestSchema(t), [t]);
  const [initialValues] = useState<ChangeRequestValues>({ note: '' });
  const initialErrors = useInitialErrors(schema, initialValues);
  const form = useFormik<ChangeRequestValues>({
    initialValues,
    validationSchema: schema,
    initialErrors,
    validateOnMount: true,
    onSubmit: async ({ note }) => {
      await send({ decision: 'change', note: note.trim() });
    },
  });
  return (
    <FormikProvider value={form}>
      <form
        className="order-page-doorstep__form"
        noValidate
        onSubmit={form.handleSubmit}
        aria-busy={form.isSubmitting}
        aria-label={t('doorstep.change')}
      >
        <FormField
          name="note"
          label={t('doorstep.noteLabel')}
          labelClassName="form-label fw-semibold"
          multiline
          rows={3}
          required
          maxLength={CHANGE_NOTE_MAX}
          hint={t('doorstep.noteHint')}
        />
        <div className="order-page-doorstep__actions">
          <SubmitButton busy={form.isSubmitting} disabled={!form.isValid} icon="bi-send">
            {form.isSubmitting ? t('doorstep.sending') : t('doorstep.sendChange')}
          </SubmitButton>
          <button type="button" className="btn btn-link" onClick={onCancel} disabled={form.isSubmitting}>
            {t('doorstep.cancel')}
          </button>
        </div>
      </form>
    </FormikProvider>
  );
}
