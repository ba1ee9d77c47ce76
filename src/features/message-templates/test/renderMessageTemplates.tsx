import { renderPages } from '@/test/renderPages';
import { Component as MessageTemplatesPage } from '../pages/MessageTemplatesPage';

/** The templates page alone (no guard, no shell), signed in, over the real store and the mock backend. */
export function renderMessageTemplates({
  lng = 'id',
  path = '/app/message-templates',
}: { lng?: 'id' | 'en'; path?: string } = {}) {
  return renderPages([{ path: '/app/message-templates', element: <MessageTemplatesPage /> }], path, { lng });
}
