import { HOME_PARAMETER_NAMES } from '@/lib/shop/homeParameters';
import { PAYMENT_INSTRUCTION_CODES, type PaymentInstructionField } from '@/lib/shop/paymentInstructions';
import type { ShopSettings } from '@/lib/shop/shopSettings';
import { knownCodeOf } from './valueRules';

/**
 * Where the public site uses a parameter: a footer/chat setting or a payment instruction by its code, a home text by
 * its name.
 */
export interface ParameterUsage {
  setting?: keyof ShopSettings;
  /** The home text's name as the home page reads it. */
  homeName?: string;
  /** The part of the payment instructions the order page shows (proposed codes 101–104). */
  payment?: PaymentInstructionField;
}

function paymentFieldOf(code: string | null | undefined): PaymentInstructionField | undefined {
  const trimmed = (code ?? '').trim();
  return (Object.keys(PAYMENT_INSTRUCTION_CODES) as PaymentInstructionField[]).find(
    (field) => PAYMENT_INSTRUCTION_CODES[field] === trimmed,
  );
}

export function homeNameOf(name: string | null | undefined): string | undefined {
  const wanted = (name ?? '').trim().toLowerCase();
  return HOME_PARAMETER_NAMES.find((homeName) => homeName.toLowerCase() === wanted);
}

export function usageOf(parameter: { paramCode?: string | null; paramName?: string | null }): ParameterUsage {
  return {
    setting: knownCodeOf(parameter.paramCode)?.setting,
    homeName: homeNameOf(parameter.paramName),
    payment: paymentFieldOf(parameter.paramCode),
  };
}

export function isUsedPublicly(usage: ParameterUsage): boolean {
  return Boolean(usage.setting || usage.homeName || usage.payment);
}
