import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { shopZoneName } from '../../src/lib/dates/formatDate';
import { shopDateTimeLocal } from '../../src/lib/dates/shopClock';
import { scenarioNow, type ScenarioClock, type ScenarioState } from '../scenarios/scenario';
import { dateLocaleOf, instantOfShopWallTime } from './mockClockText';

/** What the clock controls hold until Apply. */
export interface ClockDraft {
  /** no clock: the backend's own time */
  realTime: boolean;
  /** `YYYY-MM-DDTHH:mm`, the shop's wall-clock time */
  value: string;
  /** changed since the form opened or last applied; an untouched draft keeps the scenario's clock as it runs */
  touched: boolean;
  invalid: boolean;
}

/** The controls for a scenario: its clock's current time, or the real time to start from. */
export function clockDraftOf(scenario: ScenarioState, realNow: number = Date.now()): ClockDraft {
  const shown = scenario.clock ? scenarioNow(scenario.clock, realNow) : realNow;
  return { realTime: !scenario.clock, value: shopDateTimeLocal(shown), touched: false, invalid: false };
}

/**
 * The clock Apply sets: the current one while the controls are untouched (same start and pin, so it runs
 * on), none for the real time, else the chosen wall-clock time pinned at `realNow`. `null`: the chosen
 * value is not a date and time.
 */
export function clockOfDraft(
  draft: ClockDraft,
  current: ScenarioClock | undefined,
  realNow: number = Date.now(),
): ScenarioClock | undefined | null {
  if (!draft.touched) return current;
  if (draft.realTime) return undefined;
  const instant = instantOfShopWallTime(draft.value);
  return instant ? { start: instant.toISOString(), pinnedAt: realNow } : null;
}

interface Props {
  draft: ClockDraft;
  onChange: (next: ClockDraft) => void;
}

/** The mock clock: "real time", or a date and time on the shop's clock. */
export function ClockFields({ draft, onChange }: Props) {
  const { t, i18n } = useTranslation('mock');
  const change = (patch: Partial<ClockDraft>) => onChange({ ...draft, ...patch, touched: true, invalid: false });
  return (
    <fieldset className="mb-2">
      <legend className="fw-semibold mb-1" style={{ fontSize: '0.875rem' }}>
        {t('panel.clock')}
      </legend>
      <Form.Check
        className="mb-1 small"
        type="switch"
        id="mock-panel-real-time"
        role="switch"
        label={t('panel.realTime')}
        checked={draft.realTime}
        onChange={(event) => change({ realTime: event.target.checked })}
      />
      <Form.Group controlId="mock-panel-clock">
        <Form.Label className="small mb-1">
          {t('panel.shopTime', { zone: shopZoneName(dateLocaleOf(i18n.language)) })}
        </Form.Label>
        <Form.Control
          size="sm"
          type="datetime-local"
          value={draft.value}
          disabled={draft.realTime}
          isInvalid={draft.invalid}
          aria-invalid={draft.invalid || undefined}
          aria-describedby={draft.invalid ? 'mock-panel-clock-error' : undefined}
          onChange={(event) => change({ value: event.target.value })}
        />
        {draft.invalid && (
          <Form.Control.Feedback id="mock-panel-clock-error" type="invalid">
            {t('panel.clockInvalid')}
          </Form.Control.Feedback>
        )}
      </Form.Group>
    </fieldset>
  );
}
