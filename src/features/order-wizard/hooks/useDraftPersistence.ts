import { useEffect } from 'react';
import { saveDraft } from '../model/draftStorage';
import type { OrderWizardState } from '../model/wizardTypes';

/** Keeps the session draft in step with the wizard state (cleared again when the order is placed). */
export function useDraftPersistence(state: OrderWizardState) {
  useEffect(() => {
    saveDraft(state);
  }, [state]);
}
