import type { TFunction } from 'i18next';
import { object, string } from 'yup';
import { CHANGE_NOTE_MAX } from './doorstep';

export interface ChangeRequestValues {
  note: string;
}

/** 'Minta perubahan': what to change, required, at most 500 characters. */
export function changeRequestSchema(t: TFunction<'orderPage'>) {
  return object({
    note: string()
      .trim()
      .required(t('doorstep.noteRequired'))
      .max(CHANGE_NOTE_MAX, t('doorstep.noteMax', { count: CHANGE_NOTE_MAX })),
  });
}
