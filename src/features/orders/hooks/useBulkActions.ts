import { useState } from 'react';
import type { StatusKind } from '@/entities/order/model/statusKinds';
import { useBulkStatusChange } from './useBulkStatusChange';
import type { useOrderSelection } from './useOrderSelection';
import { useStableCallback } from './useStableCallback';

/**
 * The bulk bar's change: runs the confirmed bulk change over the ticked orders, then keeps only the ones that failed
 * ticked.
 */
export function useBulkActions(selection: ReturnType<typeof useOrderSelection>) {
  const bulkChange = useBulkStatusChange();
  const [busy, setBusy] = useState(false);
  const change = useStableCallback((kind: StatusKind, value: string) => {
    setBusy(true);
    void bulkChange(selection.selected, kind, value)
      .then((failed) => {
        if (failed) selection.keepOnly(failed);
      })
      .finally(() => setBusy(false));
  });
  return { change, busy };
}
