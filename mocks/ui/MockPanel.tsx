import { useEffect, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import CloseButton from 'react-bootstrap/CloseButton';
import { useTranslation } from 'react-i18next';
import { resetMockBackend } from '../backend';
import { operationIds as allOperationIds } from '../handlers';
import { isDefaultScenario, serializeScenario } from '../scenarios/scenario';
import { setScenario } from '../scenarios/store';
import { MockClockNow } from './MockClockNow';
import { ScenarioForm } from './ScenarioForm';
import { useScenario } from './useScenario';

/** Reloads the page without `?mock=`, so a reset is not undone by the URL. */
export function reloadWithoutScenarioParameter(): void {
  const url = new URL(window.location.href);
  if (url.searchParams.has('mock')) {
    url.searchParams.delete('mock');
    window.location.replace(url.href);
  } else {
    window.location.reload();
  }
}

/** Above the app's main loader (z-index 2000), below its skip link (2100). */
const PANEL_STYLE = { zIndex: 2050, maxWidth: 'calc(100vw - 2rem)' } as const;
/**
 * Closed, the controls are a slim tab on the left edge (inside the page's
 * own side padding), so they never sit over content; Alt+Shift+M toggles
 * them from the keyboard.
 */
const TAB_STYLE = {
  zIndex: 2050,
  top: '40%',
  width: '0.75rem',
  height: '3rem',
  padding: 0,
  borderTopLeftRadius: 0,
  borderBottomLeftRadius: 0,
  fontSize: '0.625rem',
  lineHeight: 1,
} as const;

function isToggleShortcut(event: KeyboardEvent): boolean {
  return event.altKey && event.shiftKey && event.code === 'KeyM';
}

interface Props {
  /** operations offered in the select (default: every mock operation) */
  operationIds?: readonly string[];
  /** called after "Reset mock data" restored the seed (default: reload the page) */
  onReset?: () => void;
}

/**
 * Floating mock-backend controls (bottom-left), rendered by the app in mock
 * mode only: latency, a forced error status per operation, the empty-database
 * switch, the clock (its current time shown while one is set), and "Reset
 * mock data" (restores the seed and reloads).
 */
export function MockPanel({
  operationIds = [...allOperationIds].sort(),
  onReset = reloadWithoutScenarioParameter,
}: Props) {
  const { t } = useTranslation('mock');
  const scenario = useScenario();
  const [open, setOpen] = useState(false);
  const [resetting, setResetting] = useState(false);
  const [resetDone, setResetDone] = useState(false);
  const panelId = useId();
  const active = !isDefaultScenario(scenario);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isToggleShortcut(event)) return;
      event.preventDefault();
      setOpen((current) => !current);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const reset = async () => {
    setResetting(true);
    try {
      await resetMockBackend();
      setResetDone(true);
      onReset();
    } finally {
      setResetting(false);
    }
  };

  return (
    <>
      {open ? (
        <div className="position-fixed bottom-0 start-0 m-3 d-print-none" style={PANEL_STYLE}>
          <Card id={panelId} role="region" aria-label={t('panel.title')} className="shadow" style={{ width: '18rem' }}>
            <Card.Header className="d-flex align-items-center justify-content-between py-2">
              <span className="fw-semibold small">
                <i className="bi bi-database-gear me-1" aria-hidden="true" />
                {t('panel.title')}
              </span>
              <CloseButton aria-label={t('panel.close')} onClick={() => setOpen(false)} />
            </Card.Header>
            <Card.Body className="py-2">
              <p className="small mb-2" aria-live="polite">
                {active ? (
                  <>
                    {t('panel.active')} <code>{serializeScenario(scenario)}</code>
                  </>
                ) : (
                  t('panel.inactive')
                )}
              </p>
              {scenario.clock && <MockClockNow clock={scenario.clock} />}
              <ScenarioForm scenario={scenario} operationIds={operationIds} onApply={(next) => setScenario(next)} />
              <hr className="my-2" />
              <Button
                size="sm"
                variant="outline-danger"
                className="w-100"
                onClick={() => void reset()}
                disabled={resetting}
              >
                <i className="bi bi-arrow-counterclockwise me-1" aria-hidden="true" />
                {t('panel.reset')}
              </Button>
              {resetDone && (
                <p className="small text-success mt-2 mb-0" role="status">
                  {t('panel.resetDone')}
                </p>
              )}
              <p className="text-body-secondary mt-2 mb-0" style={{ fontSize: '0.75rem' }}>
                {t('panel.hint')}
              </p>
            </Card.Body>
          </Card>
        </div>
      ) : (
        <Button
          size="sm"
          variant={active ? 'warning' : 'secondary'}
          className="position-fixed start-0 shadow-sm opacity-75 d-print-none"
          style={TAB_STYLE}
          aria-expanded={false}
          aria-controls={panelId}
          aria-keyshortcuts="Alt+Shift+M"
          title={`${t('panel.toggle')} (Alt+Shift+M)`}
          onClick={() => setOpen(true)}
        >
          <i className="bi bi-database-gear" aria-hidden="true" />
          <span className="visually-hidden">
            {t('panel.toggle')}
            {active && ` (${t('panel.active')})`}
          </span>
        </Button>
      )}
    </>
  );
}
