import type { FormikProps } from 'formik';
import type { NewsDraft } from '../model/newsTypes';

export type NewsFormik = FormikProps<NewsDraft>;

/** The news form's field labels. */
export const LABEL = 'form-label fw-semibold';
