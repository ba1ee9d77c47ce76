import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import CloseButton from 'react-bootstrap/CloseButton';
import { useTranslation } from 'react-i18next';
import { resetMockBackend } from '../backend';
import { isDefaultScenario, serializeScenario, type ScenarioState } from '../scenarios/scenario';
import { setScenario } from '../scenarios/store';
import { GatewayControls } from './GatewayControls';
import { MockClockNow } from './MockClockNow';
import { ScenarioForm } from './ScenarioForm';

/** Above the app's main loader (z-index 2000), below its skip link (2100). */
const PANEL_STYLE = { zIndex: 2050, maxWidth: 'calc(100vw - 2rem)' } as const;

interface Props {
  id: string;
  scenario: ScenarioState;
  operationIds: readonly string[];
  onReset: () => void;
  onClose: () => void;
}

/**
 * The open mock-backend controls (MockPanel.tsx): the scenario, its form, the clock, the gateway's notifications and
 * "Reset mock data". A chunk
 * of its own, loaded when the panel first opens, so a page that never opens it does not load the form.
 */
export default function MockPanelCard({ id, scenario, operationIds, onReset, onClose }: Props) {
  const { t } = useTranslation('mock');
  const [resetting, setResetting] = useState(false);
  const [resetDone, setResetDone] = useState(false);
  const active = !isDefaultScenario(scenario);

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
    <div className="position-fixed bottom-0 start-0 m-3 d-print-none" style={PANEL_STYLE}>
      <Card id={id} role="region" aria-label={t('panel.title')} className="shadow" style={{ width: '18rem' }}>
        <Card.Header className="d-flex align-items-center justify-content-between py-2">
          <span className="fw-semibold small">
            <i className="bi bi-database-gear me-1" aria-hidden="true" />
            {t('panel.title')}
          </span>
          <CloseButton aria-label={t('panel.close')} onClick={onClose} />
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
          <GatewayControls />
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
  );
}
