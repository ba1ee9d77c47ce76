import { useListMessageTemplatesQuery } from '@/entities/message-template/api';
import { useGetPaymentSettingsQuery } from '@/entities/payment/gatewayApi';
import { httpStatusOf, proposedCallStatus } from '@/lib/api/unsupportedCall';
import { NAV_ITEMS, type NavCondition, type NavItem } from './navItems';

/** Answers that keep an item hidden besides 'not offered' (404/501): the account may not use it. */
const NOT_ALLOWED = [401, 403];

/** Every template, as the templates screen asks for them (one call for both). */
const ALL_TEMPLATES = {} as const;

/** Whether a proposed screen's item shows for its query: once answered, or failed otherwise than 'not offered'. */
function offered(query: Parameters<typeof proposedCallStatus>[0]): boolean {
  const status = proposedCallStatus(query);
  return status === 'ready' || (status === 'failed' && !NOT_ALLOWED.includes(httpStatusOf(query.error) ?? 0));
}

/**
 * The navigation's items as this backend and account have them: the payment settings and the message templates only
 * once the server answered them (not while asking, never on a backend without them, 404/501, nor for an account
 * refused them); a failure otherwise keeps the item, whose screen shows the failure with a retry.
 */
export function useNavItems(): readonly NavItem[] {
  const settings = useGetPaymentSettingsQuery();
  const templates = useListMessageTemplatesQuery(ALL_TEMPLATES);
  const shown: Record<NavCondition, boolean> = {
    paymentSettings: offered(settings),
    messageTemplates: offered(templates),
  };
  return NAV_ITEMS.filter((item) => !item.shownWhen || shown[item.shownWhen]);
}
