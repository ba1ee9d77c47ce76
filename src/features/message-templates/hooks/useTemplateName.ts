import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageTemplate } from '@/api/generated/shopApi';
import { templateExcerpt } from '../model/templateList';

/** A template's name in buttons and questions: its words in short, its occasion and religion. */
export function useTemplateName() {
  const { t } = useTranslation(['templates', 'words']);
  return useCallback(
    (template: MessageTemplate) =>
      t('list.name', {
        excerpt: templateExcerpt(template),
        occasion: t(`words:occasions.${template.occasion}`),
        religion: template.religion ? t(`words:religions.${template.religion}`) : t('list.everyReligion'),
      }),
    [t],
  );
}
