import type {
  BoardTemplateLines,
  MessageFormat,
  MessageOccasion,
  MessageTemplate,
  MessageTemplateInput,
  Religion,
} from '@/api/generated/shopApi';

/** The template dialog's fields: both formats' words are kept while staff switch, only the chosen one is sent. */
export interface TemplateValues {
  format: MessageFormat;
  occasion: MessageOccasion | '';
  /** '' for every religion. */
  religion: Religion | '';
  headline: string;
  recipient: string;
  sender: string;
  extra: string;
  text: string;
}

export type TemplateField = keyof TemplateValues;

/** What a new template starts from: the list's view (format, and the occasion and religion it is filtered by). */
export interface TemplateDefaults {
  format: MessageFormat;
  occasion?: MessageOccasion | '';
  religion?: Religion | '';
}

/** The fields of a template to edit, or of a new one from the list's view. */
export function templateValues(template: MessageTemplate | undefined, defaults: TemplateDefaults): TemplateValues {
  if (!template)
    return {
      format: defaults.format,
      occasion: defaults.occasion ?? '',
      religion: defaults.religion ?? '',
      headline: '',
      recipient: '',
      sender: '',
      extra: '',
      text: '',
    };
  return {
    format: template.format,
    occasion: template.occasion,
    religion: template.religion ?? '',
    headline: template.lines?.headline ?? '',
    recipient: template.lines?.recipient ?? '',
    sender: template.lines?.sender ?? '',
    extra: template.lines?.extra ?? '',
    text: template.text ?? '',
  };
}

/**
 * The body sent: a board's lines (the headline, and each other line only when filled) or a card's text, each trimmed
 * at its ends and otherwise as typed; no religion is left out (every religion: a replacement drops the old one).
 */
export function templateInput(values: TemplateValues): MessageTemplateInput {
  const base: MessageTemplateInput = {
    format: values.format,
    occasion: values.occasion as MessageOccasion,
    ...(values.religion ? { religion: values.religion } : {}),
  };
  if (values.format === 'card') return { ...base, text: values.text.trim() };
  const lines: BoardTemplateLines = { headline: values.headline.trim() };
  for (const key of ['recipient', 'sender', 'extra'] as const) {
    const line = values[key].trim();
    if (line) lines[key] = line;
  }
  return { ...base, lines };
}
