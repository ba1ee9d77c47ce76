import { useMemo } from 'react';
import { proposedCallStatus } from '@/lib/api/unsupportedCall';
import { useListDeliveryRunsQuery } from './api';

const NO_DRIVERS: readonly string[] = [];

/**
 * The Driver accounts staff put deliveries on (the proposed doorstep): one run a Driver account for the shop day
 * `day` (listDeliveryRuns), so an account the shop adds is offered at once. `status` is the run-time detection of
 * the doorstep: `unsupported` (404/501) a backend without drivers, `failed` any other failure (retry), `ready` the
 * runs. The order details' 'Kurir', the board's lanes and the add-account form's role 'Kurir' read it.
 */
export function useDeliveryDrivers(day: string | null) {
  const runs = useListDeliveryRunsQuery({ date: day ?? '' }, { skip: !day });
  const drivers = useMemo(() => runs.data?.map((run) => run.driver) ?? NO_DRIVERS, [runs.data]);
  return {
    runs: runs.data,
    drivers,
    status: proposedCallStatus(runs),
    loading: runs.isLoading,
    checking: runs.isFetching,
    refetch: runs.refetch,
  };
}
