import { useCallback, useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from 'react-i18next';
import { getDb } from '../backend';
import type { PaymentSessionRow } from '../db/types';
import type { SimulateInput } from '../handlers/gatewaySimulator';

/** The newest sessions still waiting for the gateway, at most this many. */
const SHOWN = 3;

const payableSessions = (): PaymentSessionRow[] =>
  getDb()
    .paymentSessions.where((session) => session.status === 'pending' || session.status === 'expired')
    .sort((a, b) => b.sessionID - a.sessionID)
    .slice(0, SHOWN);

/**
 * Playing the gateway from the mock panel (docs/mock-backend.md#payments-by-gateway): for the newest sessions, the
 * notification their gateway would send — paid, expired, failed, or a forged one — through the same
 * `POST /__mock/payments/{sessionID}/simulate` the tests use. The app sees it as it would a real gateway's.
 */
export function GatewayControls() {
  const { t } = useTranslation('mock');
  const [sessions, setSessions] = useState(payableSessions);
  const [said, setSaid] = useState<string | null>(null);
  const refresh = useCallback(() => setSessions(payableSessions()), []);

  useEffect(() => {
    const timer = window.setInterval(refresh, 2000);
    return () => window.clearInterval(timer);
  }, [refresh]);

  const send = async (session: PaymentSessionRow, input: SimulateInput) => {
    const response = await fetch(`${window.location.origin}/__mock/payments/${session.sessionID}/simulate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(input),
    });
    const result = (await response.json().catch(() => null)) as { answer?: { status: number } } | null;
    setSaid(t('gateway.sent', { reference: session.reference, status: result?.answer?.status ?? response.status }));
    refresh();
  };

  if (sessions.length === 0) return <p className="small text-body-secondary mb-2">{t('gateway.none')}</p>;
  return (
    <div className="mb-2">
      <p className="small fw-semibold mb-1">{t('gateway.title')}</p>
      {sessions.map((session) => (
        <div key={session.sessionID} className="small mb-2">
          <div className="text-truncate">
            <code>{session.reference}</code> · {session.method} · {session.status}
          </div>
          <div className="d-flex flex-wrap gap-1 mt-1">
            <Button size="sm" variant="outline-success" onClick={() => void send(session, { outcome: 'paid' })}>
              {t('gateway.paid')}
            </Button>
            <Button size="sm" variant="outline-secondary" onClick={() => void send(session, { outcome: 'expired' })}>
              {t('gateway.expired')}
            </Button>
            {session.provider === 'midtrans' && (
              <Button size="sm" variant="outline-secondary" onClick={() => void send(session, { outcome: 'failed' })}>
                {t('gateway.failed')}
              </Button>
            )}
            <Button
              size="sm"
              variant="outline-danger"
              onClick={() => void send(session, { outcome: 'paid', forged: true })}
            >
              {t('gateway.forged')}
            </Button>
          </div>
        </div>
      ))}
      {said && (
        <p className="small mb-0" role="status">
          {said}
        </p>
      )}
    </div>
  );
}
