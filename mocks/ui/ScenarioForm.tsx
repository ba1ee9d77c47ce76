import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { ALL_OPERATIONS, forcedErrorOf, MAX_LATENCY_MS, TIMEOUT, type ScenarioState } from '../scenarios/scenario';
import { ClockFields, clockDraftOf, clockOfDraft } from './ClockFields';

/** Statuses the panel can force, and no answer at all (none = remove the forced error of the operation). */
export const PANEL_STATUSES = [400, 401, 404, 500, 503, TIMEOUT] as const;

interface Props {
  scenario: ScenarioState;
  operationIds: readonly string[];
  onApply: (next: ScenarioState) => void;
}

/**
 * Latency, one forced error (operation + status), the empty-database switch,
 * today's backend (the proposed operations answer 404) and the clock. Apply keeps the other operations' forced errors
 * (e.g. from the URL), and the running clock while its controls are untouched.
 */
export function ScenarioForm({ scenario, operationIds, onApply }: Props) {
  const { t } = useTranslation('mock');
  const [latency, setLatency] = useState(String(scenario.latencyMs));
  const [operation, setOperation] = useState(ALL_OPERATIONS);
  const [status, setStatus] = useState(scenario.errors[ALL_OPERATIONS] ? String(scenario.errors[ALL_OPERATIONS]) : '');
  const [empty, setEmpty] = useState(scenario.empty);
  const [proposedOff, setProposedOff] = useState(scenario.proposedOff === true);
  const [clockDraft, setClockDraft] = useState(() => clockDraftOf(scenario));

  const chooseOperation = (next: string) => {
    setOperation(next);
    setStatus(scenario.errors[next] ? String(scenario.errors[next]) : '');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const latencyMs = Math.min(Math.max(0, Math.round(Number(latency) || 0)), MAX_LATENCY_MS);
    const { [operation]: _previous, ...errors } = scenario.errors;
    const forced = forcedErrorOf(status);
    if (forced !== undefined) errors[operation] = forced;
    const clock = clockOfDraft(clockDraft, scenario.clock);
    if (clock === null) {
      setClockDraft({ ...clockDraft, invalid: true });
      return;
    }
    setLatency(String(latencyMs));
    setClockDraft({ ...clockDraft, touched: false, invalid: false });
    onApply({ latencyMs, errors, empty, ...(clock ? { clock } : {}), ...(proposedOff ? { proposedOff } : {}) });
  };

  return (
    <Form onSubmit={submit} noValidate>
      <Form.Group className="mb-2" controlId="mock-panel-latency">
        <Form.Label className="small mb-1">{t('panel.latency')}</Form.Label>
        <Form.Control
          size="sm"
          type="number"
          min={0}
          max={MAX_LATENCY_MS}
          step={100}
          value={latency}
          onChange={(event) => setLatency(event.target.value)}
        />
      </Form.Group>
      <fieldset className="mb-2">
        <legend className="fw-semibold mb-1" style={{ fontSize: '0.875rem' }}>
          {t('panel.forceError')}
        </legend>
        <Form.Group className="mb-1" controlId="mock-panel-operation">
          <Form.Label className="small mb-1 visually-hidden">{t('panel.operation')}</Form.Label>
          <Form.Select
            size="sm"
            aria-label={t('panel.operation')}
            value={operation}
            onChange={(event) => chooseOperation(event.target.value)}
          >
            <option value={ALL_OPERATIONS}>{t('panel.allOperations')}</option>
            {operationIds.map((id) => (
              <option key={id} value={id}>
                {id}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId="mock-panel-status">
          <Form.Label className="small mb-1 visually-hidden">{t('panel.status')}</Form.Label>
          <Form.Select
            size="sm"
            aria-label={t('panel.status')}
            value={status}
            onChange={(event) => setStatus(event.target.value)}
          >
            <option value="">{t('panel.noError')}</option>
            {PANEL_STATUSES.map((code) => (
              <option key={code} value={String(code)}>
                {code}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </fieldset>
      <Form.Check
        className="mb-2 small"
        type="switch"
        id="mock-panel-empty"
        role="switch"
        label={t('panel.empty')}
        checked={empty}
        onChange={(event) => setEmpty(event.target.checked)}
      />
      <Form.Check
        className="mb-2 small"
        type="switch"
        id="mock-panel-proposed-off"
        role="switch"
        label={t('panel.proposedOff')}
        checked={proposedOff}
        onChange={(event) => setProposedOff(event.target.checked)}
      />
      <ClockFields draft={clockDraft} onChange={setClockDraft} />
      <Button type="submit" size="sm" variant="primary" className="w-100">
        {t('panel.apply')}
      </Button>
    </Form>
  );
}
