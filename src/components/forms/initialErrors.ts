import { prepareDataForValidation, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';
import { useMemo } from 'react';
import { ValidationError, type AnySchema } from 'yup';

/**
 * The errors of a form's initial values, worked out synchronously, for Formik's `initialErrors`.
 * `validateOnMount` alone validates asynchronously, so for the first render(s) Formik thinks an empty
 * form is valid and its submit button is enabled — a quick tap (or a slow machine) sees an enabled
 * button that then turns disabled. With these, the button is disabled from the first frame.
 * A schema with asynchronous tests cannot be validated synchronously: then nothing is known yet.
 */
export function initialErrorsOf<Values extends FormikValues>(
  schema: AnySchema,
  values: Values,
): FormikErrors<Values> | undefined {
  try {
    schema.validateSync(prepareDataForValidation(values), { abortEarly: false });
    return undefined;
  } catch (error) {
    return error instanceof ValidationError ? yupToFormErrors<Values>(error) : undefined;
  }
}

/** `initialErrorsOf` for a form component, worked out again only when the schema or the initial values change. */
export function useInitialErrors<Values extends FormikValues>(
  schema: AnySchema,
  values: Values,
): FormikErrors<Values> | undefined {
  return useMemo(() => initialErrorsOf(schema, values), [schema, values]);
}
