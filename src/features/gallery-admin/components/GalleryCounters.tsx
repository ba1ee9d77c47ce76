import { useTranslation } from 'react-i18next';

interface Props {
  total: number;
  active: number;
  inactive: number;
}

/** Total photos (from the server) and the active and inactive photos on this page. */
export function GalleryCounters({ total, active, inactive }: Props) {
  const { t } = useTranslation('gallery');
  const items = [
    { key: 'total', icon: 'bi-images', label: t('counters.total'), value: total },
    { key: 'active', icon: 'bi-check-circle', label: t('counters.active'), value: active },
    { key: 'inactive', icon: 'bi-slash-circle', label: t('counters.inactive'), value: inactive },
  ];
  return (
    <ul className="row row-cols-3 g-2 g-md-3 mb-3 list-unstyled gallery-counters" aria-label={t('counters.label')}>
      {items.map((item) => (
        <li key={item.key} className="col">
          <div className={`card h-100 gallery-counter gallery-counter--${item.key}`}>
            <div className="card-body d-flex align-items-center gap-3 p-2 p-md-3">
              <i className={`bi ${item.icon} gallery-counter__icon d-none d-md-inline-flex`} aria-hidden="true" />
              <p className="mb-0 d-flex flex-column">
                <span className="small fw-semibold text-body-secondary">{item.label}</span>
                <span className="h4 mb-0 gallery-counter__value" data-testid={`counter-${item.key}`}>
                  {item.value}
                </span>
              </p>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
