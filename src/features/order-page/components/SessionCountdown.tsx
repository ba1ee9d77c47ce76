import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useShopNow } from '@/components/clock/useShopNow';
import { countdownText } from '../model/gateway';

interface Props {
  expiresAt: string;
  /** Called once the time is up (the server then reads the session as expired). */
  onEnd: () => void;
}

/** 'Bayar dalam 14:59', ticking every second; a timer, so it is not read out at every tick. */
export function SessionCountdown({ expiresAt, onEnd }: Props) {
  const { t } = useTranslation('orderPage');
  const now = useShopNow(1_000);
  const left = Date.parse(expiresAt) - now;
  const over = !(left > 0);
  useEffect(() => {
    if (over) onEnd();
  }, [over, onEnd]);
  return (
    <p className="order-page-gw__countdown" role="timer" aria-label={t('gateway.countdownLabel')}>
      <i className="bi bi-hourglass-split me-1" aria-hidden="true" />
      {t('gateway.countdown', { time: countdownText(left) })}
    </p>
  );
}
