import { useTranslation } from 'react-i18next';
import { KNOWN_CODES } from '../model/valueRules';

/**
 * The codes the public site reads and what each holds (docs/product-rules.md#general-parameters), and how home texts
 * are found.
 */
export function KnownCodesCard() {
  const { t } = useTranslation('parameters');
  return (
    <section className="card param-side-card" aria-labelledby="param-codes-title">
      <div className="card-body">
        <h2 id="param-codes-title" className="h6">
          {t('codes.title')}
        </h2>
        <dl className="param-code-list">
          {KNOWN_CODES.map((known) => (
            <div key={known.code}>
              <dt>{known.code}</dt>
              <dd>{t(`usage.${known.setting}`)}</dd>
            </div>
          ))}
        </dl>
        <p className="small text-body-secondary mt-3 mb-0">{t('codes.homeNote')}</p>
      </div>
    </section>
  );
}
