import type { MessageFormat, MessageOccasion, MessageTemplate, Religion } from '@/api/generated/shopApi';
import { BOARD_LINE_KEYS } from '@/lib/words/boardRules';
import { OCCASIONS } from '@/lib/words/occasions';
import { characters } from '@/lib/words/textCount';

/** The list's view: one format, and optionally one occasion and one religion ('' for all). */
export interface TemplateView {
  format: MessageFormat;
  occasion: MessageOccasion | '';
  religion: Religion | '';
}

/**
 * The templates of the view, as the server lists them for it: a template without a religion suits every religion,
 * so it stays when a religion is chosen.
 */
export function templatesInView(templates: readonly MessageTemplate[], view: TemplateView): MessageTemplate[] {
  return templates.filter(
    (template) =>
      template.format === view.format &&
      (!view.occasion || template.occasion === view.occasion) &&
      (!view.religion || !template.religion || template.religion === view.religion),
  );
}

export interface OccasionGroup {
  occasion: MessageOccasion;
  templates: MessageTemplate[];
}

/** The templates by occasion, in the order the composer offers the occasions; within one, by `templateID`. */
export function groupByOccasion(templates: readonly MessageTemplate[]): OccasionGroup[] {
  return OCCASIONS.map((occasion) => ({
    occasion,
    templates: templates
      .filter((template) => template.occasion === occasion)
      .sort((a, b) => a.templateID - b.templateID),
  })).filter((group) => group.templates.length > 0);
}

const EXCERPT = 60;

/**
 * A template's words in short, to name it: a board's lines joined by ' · ', or a card's text, on one line, cut at
 * 60 characters (enough to tell apart two templates of one occasion and religion).
 */
export function templateExcerpt(template: Pick<MessageTemplate, 'lines' | 'text'>): string {
  const lines = template.lines;
  const parts = lines ? BOARD_LINE_KEYS.map((key) => lines[key]?.trim() ?? '') : [template.text ?? ''];
  const shown = characters(parts.filter(Boolean).join(' · ').replace(/\s+/g, ' ').trim());
  if (shown.length <= EXCERPT) return shown.join('');
  const cut = shown.slice(0, EXCERPT - 1).join('');
  return `${cut.trimEnd()}…`;
}
