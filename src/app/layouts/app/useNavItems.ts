import { useGetPaymentSettingsQuery } from '@/entities/payment/gatewayApi';
import { httpStatusOf, proposedCallStatus } from '@/lib/api/unsupportedCall';
import { NAV_ITEMS, type NavCondition, type NavItem } from './navItems';

/** Answers that keep an item hidden besides 'not offered' (404/501): the account may not use it. */
const NOT_ALLOWED = [401, 403];

/**
 * The navigation's items as this backend and account have them: the payment settings only once the server answered
 * them (not while asking, never on a backend without them, 404/501, nor for an account refused them); a failure
 * otherwise keeps the item, whose screen shows the failure with a retry.
 */
export function useNavItems(): readonly NavItem[] {
  const settings = useGetPaymentSettingsQuery();
  const status = proposedCallStatus(settings);
  const shown: Record<NavCondition, boolean> = {
    paymentSettings:
      status === 'ready' || (status === 'failed' && !NOT_ALLOWED.includes(httpStatusOf(settings.error) ?? 0)),
  };
  return NAV_ITEMS.filter((item) => !item.shownWhen || shown[item.shownWhen]);
}
