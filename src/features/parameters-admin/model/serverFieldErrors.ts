import type { FormikErrors } from 'formik';
import type { ParameterField, ParameterFormValues } from './parameterSchema';

/** A field error the server gave, kept while the field still holds the value it was given for. */
export type ServerFieldErrors = Partial<Record<ParameterField, { value: string; message: string }>>;

export function rememberServerErrors(
  values: ParameterFormValues,
  errors: Partial<Record<ParameterField, string>>,
): ServerFieldErrors {
  const kept: ServerFieldErrors = {};
  for (const [field, message] of Object.entries(errors) as Array<[ParameterField, string]>)
    kept[field] = { value: values[field], message };
  return kept;
}

/**
 * The client's errors, plus each server error whose field is unchanged since the failed save (the client's own error
 * wins).
 */
export function withServerErrors(
  errors: FormikErrors<ParameterFormValues>,
  values: ParameterFormValues,
  server: ServerFieldErrors,
): FormikErrors<ParameterFormValues> {
  const merged = { ...errors };
  for (const [field, kept] of Object.entries(server) as Array<[ParameterField, { value: string; message: string }]>) {
    if (!merged[field] && values[field] === kept.value) merged[field] = kept.message;
  }
  return merged;
}
