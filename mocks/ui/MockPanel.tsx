import { lazy, Suspense, useEffect, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { operationIds as allOperationIds } from '../handlers';
import { isDefaultScenario } from '../scenarios/scenario';
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

const loadCard = () => import('./MockPanelCard');
const MockPanelCard = lazy(loadCard);

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
 * mock data" (restores the seed and reloads). The open controls are a chunk of their own (MockPanelCard.tsx),
 * loaded when the tab is first reached, so a page whose panel stays closed never loads them.
 */
export function MockPanel({
  operationIds = [...allOperationIds].sort(),
  onReset = reloadWithoutScenarioParameter,
}: Props) {
  const { t } = useTranslation('mock');
  const scenario = useScenario();
  const [open, setOpen] = useState(false);
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

  return open ? (
    <Suspense fallback={null}>
      <MockPanelCard
        id={panelId}
        scenario={scenario}
        operationIds={operationIds}
        onReset={onReset}
        onClose={() => setOpen(false)}
      />
    </Suspense>
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
      // The open panel's chunk starts loading as the pointer or the focus reaches the tab.
      onPointerEnter={() => void loadCard()}
      onFocus={() => void loadCard()}
      onClick={() => setOpen(true)}
    >
      <i className="bi bi-database-gear" aria-hidden="true" />
      <span className="visually-hidden">
        {t('panel.toggle')}
        {active && ` (${t('panel.active')})`}
      </span>
    </Button>
  );
}
