import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { scenarioNow, type ScenarioClock } from '../scenarios/scenario';
import { formatShopMoment } from './mockClockText';

const TICK_MS = 15_000;

/** "Jam mock: Kamis, 24 Desember 2026 12:30 WIB": the mock clock's current time, kept up to date. */
export function MockClockNow({ clock }: { clock: ScenarioClock }) {
  const { t, i18n } = useTranslation('mock');
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => setTick((tick) => tick + 1), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <p className="small mb-2">
      <i className="bi bi-clock me-1" aria-hidden="true" />
      {t('panel.clockNow', { time: formatShopMoment(scenarioNow(clock), i18n.language) })}
    </p>
  );
}
