import { useTranslation } from 'react-i18next';

interface Props {
  title: string;
}

/**
 * Clearly marked stand-in for a screen a later issue builds. It shows the
 * route title only — never invented content.
 */
export function RoutePlaceholder({ title }: Props) {
  const { t } = useTranslation('common');
  return (
    <section className="route-placeholder container py-5" aria-labelledby="route-placeholder-title">
      <div className="border border-2 border-dashed rounded-4 p-5 text-center bg-body-tertiary">
        <span className="badge text-bg-warning mb-3">{t('placeholder.badge')}</span>
        <h1 id="route-placeholder-title" className="h3">
          {title}
        </h1>
        <p className="text-body-secondary mb-0">{t('placeholder.text')}</p>
      </div>
    </section>
  );
}
