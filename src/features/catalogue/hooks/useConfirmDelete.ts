import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '@/components/feedback/dialogs';

/** 'Konfirmasi Hapus' with the name as text (never HTML), 'Ya, Hapus!' / 'Batal' (spec §8). */
export function useConfirmDelete() {
  const { t } = useTranslation('catalogue');
  return useCallback(
    (kind: 'category' | 'product', name: string) =>
      confirmDialog({
        title: t('confirmDelete.title'),
        text: t(`confirmDelete.${kind}`, { name }),
        icon: 'warning',
        confirmText: t('confirmDelete.confirm'),
        cancelText: t('confirmDelete.cancel'),
        danger: true,
      }),
    [t],
  );
}
