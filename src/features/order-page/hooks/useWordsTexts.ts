import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const WORDS = 'words';

/**
 * Whether the shared texts of the proposed words (namespace `words`: 'Kartu ucapan', the occasions, 'Waktu acara'…)
 * are there to show an order that has words. They are fetched only then: an order without a card or a board loads
 * the page as it always did. Once the fetch has settled (even failed) the page goes on.
 */
export function useWordsTexts(needed: boolean): boolean {
  const { i18n } = useTranslation();
  const [settled, setSettled] = useState(() => i18n.hasLoadedNamespace(WORDS));
  useEffect(() => {
    if (!needed || settled) return;
    let live = true;
    void i18n.loadNamespaces(WORDS).finally(() => {
      if (live) setSettled(true);
    });
    return () => {
      live = false;
    };
  }, [needed, settled, i18n]);
  return !needed || settled;
}
