import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '@/components/feedback/LoadingState';
import './NamespaceGate.css';

/**
 * A page whose texts are its own namespace, fetched when it opens (src/app/i18n/namespaces.ts): its content once
 * they are there, the page loader's label until then. A prerendered page has them before its first render
 * (src/main.tsx), so it hydrates straight away; a visitor who comes from another page waits for one small file.
 */
export function NamespaceGate({ ns, children }: { ns: string; children: ReactNode }) {
  const { ready } = useTranslation(ns);
  const { t } = useTranslation('common');
  if (!ready) {
    return (
      <div className="container py-5 namespace-gate" aria-busy="true">
        <LoadingState label={t('loader.label')} />
      </div>
    );
  }
  return children;
}
