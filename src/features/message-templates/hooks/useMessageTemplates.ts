import type { MessageTemplate } from '@/api/generated/shopApi';
import { useListMessageTemplatesQuery } from '@/entities/message-template/api';
import { proposedCallStatus } from '@/lib/api/unsupportedCall';

/** Every template, of both formats (the navigation asks the same list, so it is one call). */
export const ALL_TEMPLATES = {} as const;

export type MessageTemplatesState = { refetch(): void; fetching: boolean } & (
  | { status: 'loading' | 'unsupported' | 'error'; templates?: undefined }
  | { status: 'supported'; templates: MessageTemplate[] }
);

/**
 * The shop's templates, detected at run time: `unsupported` only for 404/501 (src/lib/api/unsupportedCall.ts), any
 * other failure `error` (a retry); a failure stays while its retry runs.
 */
export function useMessageTemplates(): MessageTemplatesState {
  const query = useListMessageTemplatesQuery(ALL_TEMPLATES);
  const common = { refetch: () => void query.refetch(), fetching: query.isFetching };
  switch (proposedCallStatus(query)) {
    case 'ready':
      return { ...common, status: 'supported', templates: query.data! };
    case 'unsupported':
      return { ...common, status: 'unsupported' };
    case 'failed':
      return { ...common, status: 'error' };
    case 'loading':
      return { ...common, status: 'loading' };
  }
}
