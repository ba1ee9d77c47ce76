import type { TFunction } from 'i18next';
import { object, string } from 'yup';
import type { GeneralParameter } from '@/api/generated/shopApi';
import { DIAL_DIGITS, dialledNumber, valueProblem } from './valueRules';

/** The parameter form: Kode, Nama, Deskripsi. */
export interface ParameterFormValues {
  paramCode: string;
  paramName: string;
  deskripsi: string;
}

export type ParameterField = keyof ParameterFormValues;

export const EMPTY_PARAMETER: ParameterFormValues = { paramCode: '', paramName: '', deskripsi: '' };

/** Code 3 digits, name 100, description 500 characters. */
export const CODE_PATTERN = /^\d{3}$/;
export const NAME_MAX = 100;
export const DESCRIPTION_MAX = 500;

export function formValuesOf(parameter: GeneralParameter): ParameterFormValues {
  return {
    paramCode: parameter.paramCode ?? '',
    paramName: parameter.paramName ?? '',
    deskripsi: parameter.deskripsi ?? '',
  };
}

/** The parameter other than `selfId` that already uses `code`, if any. */
export function parameterUsingCode(
  parameters: readonly GeneralParameter[],
  code: string,
  selfId?: number,
): GeneralParameter | undefined {
  const wanted = code.trim();
  return parameters.find((parameter) => parameter.paramCode?.trim() === wanted && parameter.id !== selfId);
}

interface SchemaOptions {
  /** The loaded parameters: a code one of them uses is refused (the server check is not shown). */
  parameters: readonly GeneralParameter[];
  /** Editing: the parameter itself may keep its code. */
  selfId?: number;
}

/**
 * docs/product-rules.md#general-parameters with its messages exactly, the two
 * length limits, the unique code, and what a known code's value must hold
 * (phones, e-mail, https links).
 */
export function makeParameterSchema(t: TFunction<'parameters'>, { parameters, selfId }: SchemaOptions) {
  return object({
    paramCode: string()
      .trim()
      .required(t('validation.codeRequired'))
      .matches(CODE_PATTERN, t('validation.codeFormat'))
      .test(
        'unique',
        (params) => {
          const other = parameterUsingCode(parameters, String(params.value ?? ''), selfId);
          return t('validation.codeTaken', { code: params.value, name: other?.paramName ?? '' });
        },
        (value) => !value || !parameterUsingCode(parameters, value, selfId),
      ),
    paramName: string()
      .trim()
      .required(t('validation.nameRequired'))
      .max(NAME_MAX, t('validation.nameTooLong', { max: NAME_MAX })),
    deskripsi: string()
      .trim()
      .required(t('validation.descriptionRequired'))
      .max(DESCRIPTION_MAX, t('validation.descriptionTooLong', { max: DESCRIPTION_MAX }))
      .test('fits-code', function check(value) {
        const problem = valueProblem(String(this.parent.paramCode ?? ''), value ?? '');
        if (!problem) return true;
        const digits = dialledNumber(value ?? '').length;
        return this.createError({
          message: t(`validation.${problem}`, { count: digits, min: DIAL_DIGITS.min, max: DIAL_DIGITS.max }),
        });
      }),
  });
}

/** What is sent: the texts trimmed (POST body; PUT adds the id). */
export function toParameterInput(values: ParameterFormValues): ParameterFormValues {
  return { paramCode: values.paramCode.trim(), paramName: values.paramName.trim(), deskripsi: values.deskripsi.trim() };
}
