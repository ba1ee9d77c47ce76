import { Form, useFormikContext } from 'formik';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ResetFormButton } from '@/components/forms/ResetFormButton';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { useUnsavedChangesGuard } from '@/components/forms/useUnsavedChangesGuard';
import type { DeliveryFormValues } from '../model/deliveryForm';
import { fieldIdOf } from '../model/fieldIds';
import { ClosedDatesCard } from './ClosedDatesCard';
import { OtherRulesCard } from './OtherRulesCard';
import { SameDayCard } from './SameDayCard';
import { WindowsCard } from './WindowsCard';
import { ZonesCard } from './ZonesCard';

interface Props {
  today: string;
  /** A refused save's messages. */
  messages: readonly string[];
  /** The first field a refused save put an error on: focused once saving is over. */
  focusPath: { path: string } | null;
  /** Undo also forgets a refused save. */
  onReset(): void;
}

/**
 * The settings' cards and the save bar. While changed, every way out (a link, the back button, closing the
 * tab) asks first (the shared unsaved-changes guard); Save waits for a valid change.
 */
export function DeliveryFormBody({ today, messages, focusPath, onReset }: Props) {
  const { t } = useTranslation('delivery');
  const { dirty, isSubmitting, isValid } = useFormikContext<DeliveryFormValues>();
  useUnsavedChangesGuard(dirty && !isSubmitting, {
    title: t('discard.title'),
    text: t('discard.text'),
    confirmText: t('discard.confirm'),
    cancelText: t('discard.cancel'),
  });

  useEffect(() => {
    const id = focusPath && !isSubmitting ? fieldIdOf(focusPath.path) : undefined;
    if (id) document.getElementById(id)?.focus();
  }, [focusPath, isSubmitting]);

  return (
    <Form noValidate aria-label={t('title')} className="delivery-form">
      {messages.length > 0 && (
        <div className="alert alert-danger d-flex gap-2 align-items-start" role="alert">
          <i className="bi bi-exclamation-triangle-fill mt-1" aria-hidden="true" />
          <ul className="mb-0 ps-3 list-unstyled">
            {messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="row g-4">
        <div className="col-xl-6 d-flex flex-column gap-4">
          <SameDayCard disabled={isSubmitting} />
          <WindowsCard disabled={isSubmitting} />
          <OtherRulesCard disabled={isSubmitting} />
        </div>
        <div className="col-xl-6">
          <ClosedDatesCard today={today} disabled={isSubmitting} />
        </div>
        <div className="col-12">
          <ZonesCard disabled={isSubmitting} />
        </div>
      </div>
      <div className="delivery-savebar">
        <div className="d-flex flex-wrap gap-2">
          <SubmitButton busy={isSubmitting} disabled={!isValid || !dirty} icon="bi-check2">
            {isSubmitting ? t('buttons.saving') : t('buttons.save')}
          </SubmitButton>
          <ResetFormButton onReset={onReset}>{t('buttons.reset')}</ResetFormButton>
        </div>
        <p className="delivery-savebar__note small mb-0" aria-live="polite">
          {dirty && (
            <>
              <i className="bi bi-exclamation-circle me-1" aria-hidden="true" />
              {t('unsaved')}
            </>
          )}
        </p>
      </div>
    </Form>
  );
}
