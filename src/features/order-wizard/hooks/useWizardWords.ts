import type { BoardSymbol, MessageOccasion, MessageTemplate, Religion } from '@/api/generated/shopApi';
import { useListBoardSymbolsQuery, useListMessageTemplatesQuery } from '@/entities/message-template/api';
import { proposedCallStatus, type ProposedCallStatus } from '@/lib/api/unsupportedCall';

/**
 * The shop's words for the wizard (proposed, tag MessageTemplates; docs/product-rules.md#the-right-words-proposed):
 * the card-message templates, a board's templates by occasion and religion, and the symbols. Only a 404/501 says the
 * backend has none (`unsupported`: the wizard as today); any other failure is `failed`, with its retry.
 */
export interface WordsCall<T> {
  status: ProposedCallStatus;
  data: T[];
  retry: () => void;
  /** the retry is on its way */
  retrying: boolean;
}

const NONE: never[] = [];

function callOf<T>(query: {
  data?: T[];
  error?: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}): WordsCall<T> {
  return {
    status: proposedCallStatus(query),
    data: query.data ?? NONE,
    retry: () => void query.refetch(),
    retrying: query.isFetching,
  };
}

/**
 * The card-message templates (`ready`: the card's words get their own field, 'Kartu ucapan'). Skipped for a board,
 * which has no card.
 */
export function useCardTemplates(skip = false): WordsCall<MessageTemplate> {
  return callOf(useListMessageTemplatesQuery({ format: 'card' }, { skip }));
}

/** The board templates of an occasion (and, for condolences, the family's religion); skipped until they are chosen. */
export function useBoardTemplates(
  occasion: MessageOccasion | '',
  religion: Religion | undefined,
  skip: boolean,
): WordsCall<MessageTemplate> {
  return callOf(
    useListMessageTemplatesQuery(
      { format: 'board', occasion: occasion || undefined, ...(religion ? { religion } : {}) },
      { skip: skip || !occasion },
    ),
  );
}

/** The shop's symbols and the religions each allows. */
export function useBoardSymbols(skip = false): WordsCall<BoardSymbol> {
  return callOf(useListBoardSymbolsQuery(undefined, { skip }));
}
