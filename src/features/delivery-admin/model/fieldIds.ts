/** The id of the control a form path is typed in (to focus the first field a server refused), if it has one. */
export function fieldIdOf(path: string): string | undefined {
  const simple: Record<string, string> = {
    sameDayCutoff: 'delivery-cutoff',
    freeDeliveryFrom: 'delivery-free-from',
    pickupAddress: 'delivery-pickup',
    outOfAreaFee: 'delivery-out-of-area-fee',
  };
  if (simple[path]) return simple[path];
  const window = /^windows\[(\d+)\]\.(start|end|capacity)$/.exec(path);
  if (window) return `window-${window[1]}-${window[2]}`;
  const zone = /^zones\[(\d+)\]\.(name|fee)$/.exec(path);
  if (zone) return `zone-${zone[1]}-${zone[2]}`;
  return undefined;
}
