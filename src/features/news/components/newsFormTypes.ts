import type { FormikProps } from 'formik';
import type { NewsDraft } from '../model/newsTypes';

export type NewsFormik = FormikProps<NewsDraft>;

/** The error of a field once it has been touched. */
export function shownError(form: NewsFormik, field: keyof NewsDraft): string | undefined {
  const error = form.errors[field];
  return form.touched[field] && typeof error === 'string' ? error : undefined;
}
