import type { BoardSymbol } from '@/api/generated/shopApi';
import { useListBoardSymbolsQuery } from '@/entities/message-template/api';
import { proposedCallStatus, type ProposedCallStatus } from '@/lib/api/unsupportedCall';

export interface BoardSymbolsState {
  status: ProposedCallStatus;
  symbols: BoardSymbol[];
  refetch(): void;
  fetching: boolean;
}

/** The symbols each religion allows (shop data), read only: `unsupported` for 404/501, `failed` for a retry. */
export function useBoardSymbols(): BoardSymbolsState {
  const query = useListBoardSymbolsQuery();
  return {
    status: proposedCallStatus(query),
    symbols: query.data ?? [],
    refetch: () => void query.refetch(),
    fetching: query.isFetching,
  };
}
