import { readSaveFailure, type SaveFailure } from '@/lib/api/saveFailure';
import { isRecord } from '@/lib/guards/isRecord';
import type { TemplateField } from './templateForm';

/** A refused save: a 400's errors on the dialog's fields, anything else above them; `forbidden` for a 403. */
export type TemplateSaveFailure = SaveFailure<TemplateField> & { forbidden?: boolean };

const FIELDS: Record<string, TemplateField> = {
  format: 'format',
  occasion: 'occasion',
  religion: 'religion',
  text: 'text',
  lines: 'headline',
  'lines.headline': 'headline',
  'lines.recipient': 'recipient',
  'lines.sender': 'sender',
  'lines.extra': 'extra',
};

/** The field a server error key names (`lines.headline`, `$.text`, `Lines.Headline` …). */
export const fieldOf = (key: string): TemplateField | undefined => FIELDS[key.replace(/^\$\.?/, '').toLowerCase()];

export function readTemplateSaveFailure(error: unknown): TemplateSaveFailure {
  if (isRecord(error) && error.status === 403) return { messages: [], fieldErrors: {}, forbidden: true };
  return readSaveFailure(error, fieldOf);
}
