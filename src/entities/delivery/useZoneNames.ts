import { useMemo } from 'react';
import { useDeliverySettings } from './useDeliverySettings';

/** A zone's name from its id; the id itself when the shop's settings do not name it. */
export type ZoneName = (zoneId: string) => string;

/**
 * The names of the shop's delivery zones (the proposed delivery settings). Loads the settings only when
 * `needed` (some order names a zone); a backend without the settings (404/501), a failure or an unknown id
 * gives the id, so an order still shows the zone it carries.
 */
export function useZoneNames(needed: boolean): ZoneName {
  const delivery = useDeliverySettings({ skip: !needed });
  const zones = delivery.status === 'supported' ? delivery.settings.zones : undefined;
  return useMemo(() => {
    const names = new Map((zones ?? []).map((zone) => [zone.id, zone.name]));
    return (zoneId: string) => names.get(zoneId) ?? zoneId;
  }, [zones]);
}
