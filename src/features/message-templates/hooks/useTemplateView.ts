import { useQueryState } from '@/components/routing/useQueryState';
import { choiceField } from '@/lib/url/queryState';
import { OCCASIONS, RELIGIONS } from '@/lib/words/occasions';
import type { TemplateView } from '../model/templateList';

/** The view in the URL (`?format=card&occasion=duka&religion=islam`), so a reload or a shared link keeps it. */
const VIEW_QUERY = {
  format: choiceField(['board', 'card'] as const, 'board'),
  occasion: choiceField(['', ...OCCASIONS] as const, ''),
  religion: choiceField(['', ...RELIGIONS] as const, ''),
};

export function useTemplateView() {
  return useQueryState<TemplateView>(VIEW_QUERY);
}
