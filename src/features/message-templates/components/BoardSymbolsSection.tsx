import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/feedback/ErrorState';
import { LoadingState } from '@/components/feedback/LoadingState';
import { allowedSymbols } from '@/lib/words/boardRules';
import { RELIGIONS } from '@/lib/words/occasions';
import { useBoardSymbols } from '../hooks/useBoardSymbols';

const TITLE_ID = 'board-symbols-title';

/**
 * 'Simbol per agama', read only: for each religion the symbols a board may carry (shop data, e.g. the cross for
 * kristen and katolik only), so staff know the rule the server holds orders to. Not shown where the server has no
 * symbols (404/501); a failure says so with a retry.
 */
export function BoardSymbolsSection() {
  const { t } = useTranslation(['templates', 'words']);
  const symbols = useBoardSymbols();
  if (symbols.status === 'unsupported') return null;
  let content;
  if (symbols.status === 'loading') content = <LoadingState label={t('symbols.loading')} />;
  else if (symbols.status === 'failed')
    content = (
      <ErrorState
        message={t('symbols.error')}
        retryLabel={t('states.retry')}
        onRetry={symbols.refetch}
        retrying={symbols.fetching}
        className="mb-0"
      />
    );
  else
    content = (
      <div className="table-responsive">
        <table className="table table-sm align-middle mb-0 message-templates-symbols" aria-labelledby={TITLE_ID}>
          <thead>
            <tr>
              <th scope="col">{t('symbols.religion')}</th>
              <th scope="col">{t('symbols.allowed')}</th>
            </tr>
          </thead>
          <tbody>
            {RELIGIONS.map((religion) => {
              const allowed = allowedSymbols(symbols.symbols, religion).filter((rule) => rule.symbol !== 'none');
              return (
                <tr key={religion}>
                  <th scope="row" className="fw-semibold">
                    {t(`words:religions.${religion}`)}
                  </th>
                  <td>
                    {allowed.length === 0 ? (
                      <span className="text-body-secondary">{t('symbols.noneOnly')}</span>
                    ) : (
                      <ul className="list-inline mb-0">
                        {allowed.map((rule) => (
                          <li key={rule.symbol} className="list-inline-item badge text-bg-light border fw-normal">
                            {rule.glyph && (
                              <span className="me-1" aria-hidden="true">
                                {rule.glyph}
                              </span>
                            )}
                            {rule.label}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    );
  return (
    <section className="card message-templates-card" aria-labelledby={TITLE_ID}>
      <div className="card-body p-4">
        <h2 id={TITLE_ID} className="h5">
          <i className="bi bi-shield-check me-2" aria-hidden="true" />
          {t('symbols.title')}
        </h2>
        <p className="small text-body-secondary">{t('symbols.text')}</p>
        {content}
      </div>
    </section>
  );
}
