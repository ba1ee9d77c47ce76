import { readSaveFailure, type SaveFailure } from '@/lib/api/saveFailure';

/**
 * A refused save: a 400's errors on the form's fields (`methods`, `manualTransfer`, `provider`, `enabled`,
 * `sessionMinutes.qris` …), anything else above the form.
 */
export type SettingsSaveFailure = SaveFailure<string>;

const FIELD = /^(enabled|provider|methods|manualTransfer)(\[\d+\])?$/i;
const MINUTES = /^sessionMinutes\.(qris|va|ewallet)$/i;

export function formPathOf(key: string): string | undefined {
  const bare = key.replace(/^\$\.?/, '');
  const field = FIELD.exec(bare);
  if (field)
    return ['enabled', 'provider', 'methods', 'manualTransfer'].find(
      (name) => name.toLowerCase() === field[1].toLowerCase(),
    );
  const minutes = MINUTES.exec(bare);
  return minutes ? `minutes.${minutes[1].toLowerCase()}` : undefined;
}

export const readSettingsSaveFailure = (error: unknown): SettingsSaveFailure => readSaveFailure(error, formPathOf);
