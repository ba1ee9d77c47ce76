import { Form, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import type { PaymentSettings } from '@/api/generated/shopApi';
import { ResetFormButton } from '@/components/forms/ResetFormButton';
import { SubmitButton } from '@/components/forms/SubmitButton';
import { useUnsavedChangesGuard } from '@/components/forms/useUnsavedChangesGuard';
import type { PaymentSettingsValues } from '../model/settingsForm';
import { GatewayCard } from './GatewayCard';
import { ManualTransferCard } from './ManualTransferCard';
import { MethodsCard } from './MethodsCard';
import { SessionMinutesCard } from './SessionMinutesCard';

interface Props {
  /** The settings as stored (what `connected` is about). */
  saved: PaymentSettings;
  /** A refused save's messages. */
  messages: readonly string[];
  /** Undo also forgets a refused save. */
  onReset(): void;
}

/**
 * The settings' cards and the save bar. While changed, every way out asks first (the shared unsaved-changes guard);
 * Save waits for a valid change.
 */
export function PaymentSettingsBody({ saved, messages, onReset }: Props) {
  const { t } = useTranslation('payments');
  const { dirty, isSubmitting, isValid } = useFormikContext<PaymentSettingsValues>();
  useUnsavedChangesGuard(dirty && !isSubmitting, {
    title: t('settings.discard.title'),
    text: t('settings.discard.text'),
    confirmText: t('settings.discard.confirm'),
    cancelText: t('settings.discard.cancel'),
  });
  return (
    <Form noValidate aria-label={t('settings.title')} className="payment-settings-form">
      {messages.length > 0 && (
        <div className="alert alert-danger d-flex gap-2 align-items-start" role="alert">
          <i className="bi bi-exclamation-triangle-fill mt-1" aria-hidden="true" />
          <ul className="mb-0 ps-0 list-unstyled">
            {messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="row g-4">
        <div className="col-xl-6 d-flex flex-column gap-4">
          <GatewayCard saved={saved} disabled={isSubmitting} />
          <ManualTransferCard disabled={isSubmitting} />
        </div>
        <div className="col-xl-6 d-flex flex-column gap-4">
          <MethodsCard disabled={isSubmitting} />
          <SessionMinutesCard disabled={isSubmitting} />
        </div>
      </div>
      <div className="payment-settings-savebar">
        <div className="d-flex flex-wrap gap-2">
          <SubmitButton busy={isSubmitting} disabled={!isValid || !dirty} icon="bi-check2">
            {isSubmitting ? t('settings.buttons.saving') : t('settings.buttons.save')}
          </SubmitButton>
          <ResetFormButton onReset={onReset}>{t('settings.buttons.reset')}</ResetFormButton>
        </div>
        <p className="payment-settings-savebar__note small mb-0" aria-live="polite">
          {dirty && (
            <>
              <i className="bi bi-exclamation-circle me-1" aria-hidden="true" />
              {t('settings.unsaved')}
            </>
          )}
        </p>
      </div>
    </Form>
  );
}
