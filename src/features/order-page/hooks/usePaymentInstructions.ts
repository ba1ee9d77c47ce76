import { useMemo } from 'react';
import { useListGeneralParametersQuery } from '@/entities/parameter/api';
import { derivePaymentInstructions, type PaymentInstructions } from '@/lib/shop/paymentInstructions';

/**
 * How to pay the shop, from the general parameters (101–104): undefined while they load, null when
 * they fail or name no way to pay.
 */
export function usePaymentInstructions(): PaymentInstructions | null | undefined {
  const { data, isError, isLoading } = useListGeneralParametersQuery();
  return useMemo(() => {
    if (isLoading) return undefined;
    if (isError || !data) return null;
    const instructions = derivePaymentInstructions(data);
    return instructions.bankTransfer || instructions.qrisImageUrl ? instructions : null;
  }, [data, isError, isLoading]);
}
