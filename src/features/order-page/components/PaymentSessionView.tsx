import { useTranslation } from 'react-i18next';
import type { PaymentSession } from '@/api/generated/shopApi';
import { useShopNow } from '@/components/clock/useShopNow';
import { formatRupiah } from '@/lib/money/formatRupiah';
import { METHOD_NAMES, methodKind } from '@/lib/payments/paymentMethods';
import { safeLinkHref } from '@/lib/url/urlPolicy';
import { useMethodLabel } from '../hooks/useMethodLabel';
import { sessionTimeText } from '../model/sessionTime';
import { CopyButton } from './CopyButton';
import { QrisCode } from './QrisCode';
import { SessionCountdown } from './SessionCountdown';

const STEP_NUMBERS = ['1', '2', '3', '4'] as const;

interface Props {
  session: PaymentSession;
  /** 'Buat kode baru' (an expired or failed session): the same purpose and method again. */
  onRenew: () => void;
  renewing: boolean;
  /** The countdown reached 0. */
  onExpired: () => void;
}

/**
 * What to pay with for a session still payable (the QR, the virtual account with its steps, the e-wallet's link,
 * the amount and until when), or what became of it (expired or failed, with 'Buat kode baru'). Its state's name is
 * the section's live status line (GatewayPayNow); a paid session shows at the top of the card.
 */
export function PaymentSessionView({ session, onRenew, renewing, onExpired }: Props) {
  const { t } = useTranslation('orderPage');
  if (session.status === 'expired' || session.status === 'failed') {
    return (
      <div className="order-page-gw__session order-page-gw__session--ended">
        <p className="order-page-gw__ended-hint">
          {t(session.status === 'expired' ? 'gateway.expiredHint' : 'gateway.failedHint')}
        </p>
        <button type="button" className="btn btn-primary" onClick={onRenew} disabled={renewing}>
          {renewing ? (
            <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />
          ) : (
            <i className="bi bi-arrow-repeat me-1" aria-hidden="true" />
          )}
          {t('gateway.renew')}
        </button>
      </div>
    );
  }
  if (session.status !== 'pending') return null;
  const kind = methodKind(session.method);
  return (
    <div className={`order-page-gw__session order-page-gw__session--${kind}`}>
      {kind === 'qris' && <QrisPayment session={session} />}
      {kind === 'va' && <VirtualAccount session={session} />}
      {kind === 'ewallet' && <EWallet session={session} />}
      <SessionDue session={session} onExpired={onExpired} />
    </div>
  );
}

/** The amount the server asks, until when (shop time) and the time left. */
function SessionDue({ session, onExpired }: { session: PaymentSession; onExpired: () => void }) {
  const { t, i18n } = useTranslation('orderPage');
  const now = useShopNow(60_000);
  return (
    <div className="order-page-gw__due">
      <p className="order-page-gw__amount">
        <span className="order-page-gw__amount-label">{t('gateway.amount')}</span>
        <span className="order-page-gw__amount-value">{formatRupiah(session.amount)}</span>
        <CopyButton value={String(session.amount)} what={t('gateway.amount').toLowerCase()} />
      </p>
      <p className="order-page-gw__until">
        <time dateTime={session.expiresAt}>
          {t('gateway.validUntil', { time: sessionTimeText(session.expiresAt, now, i18n.language) })}
        </time>
      </p>
      <SessionCountdown expiresAt={session.expiresAt} onEnd={onExpired} />
    </div>
  );
}

function QrisPayment({ session }: { session: PaymentSession }) {
  const { t } = useTranslation('orderPage');
  if (!session.qrString) return <p className="order-page-gw__qr-failed">{t('gateway.qrisFailed')}</p>;
  return (
    <figure className="order-page-gw__qris">
      <QrisCode text={session.qrString} />
      <figcaption className="order-page-gw__qris-hint">{t('gateway.qrisHint')}</figcaption>
    </figure>
  );
}

function CopyRow({ label, what, value }: { label: string; what: string; value: string }) {
  return (
    <div className="order-page-list__copy">
      <dt>{label}</dt>
      <dd>
        <span className="order-page-bank__number">{value}</span>
        <CopyButton value={value} what={what} />
      </dd>
    </div>
  );
}

function VirtualAccount({ session }: { session: PaymentSession }) {
  const { t } = useTranslation('orderPage');
  const methodLabel = useMethodLabel();
  const billed = !session.vaNumber && Boolean(session.billerCode || session.billKey);
  return (
    <div className="order-page-gw__va">
      <p className="order-page-gw__va-title">{methodLabel(session.method)}</p>
      <dl className="order-page-list">
        <div>
          <dt>{t('payment.bankName')}</dt>
          <dd>{METHOD_NAMES[session.method]}</dd>
        </div>
        {session.vaNumber && (
          <CopyRow label={t('gateway.vaNumber')} what={t('gateway.vaNumberWhat')} value={session.vaNumber} />
        )}
        {billed && session.billerCode && (
          <CopyRow label={t('gateway.billerCode')} what={t('gateway.billerCodeWhat')} value={session.billerCode} />
        )}
        {billed && session.billKey && (
          <CopyRow label={t('gateway.billKey')} what={t('gateway.billKeyWhat')} value={session.billKey} />
        )}
      </dl>
      <p className="order-page-gw__steps-title">{t('gateway.stepsTitle')}</p>
      <ol className="order-page-gw__steps">
        {STEP_NUMBERS.map((step) => (
          <li key={step}>{t(`gateway.steps.${session.method}.${step}`)}</li>
        ))}
      </ol>
    </div>
  );
}

function EWallet({ session }: { session: PaymentSession }) {
  const { t } = useTranslation('orderPage');
  const wallet = METHOD_NAMES[session.method];
  // only a web address (http or https): never another scheme, whatever the session carries
  const link = safeLinkHref(session.deeplinkUrl);
  const href = link && /^https?:\/\//i.test(link) ? link : undefined;
  if (!href) return <p className="order-page-gw__qr-failed">{t('gateway.ewalletNoLink')}</p>;
  return (
    <div className="order-page-gw__ewallet">
      <a
        className="btn btn-primary order-page-gw__ewallet-link"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('gateway.ewalletOpenLabel', { wallet })}
      >
        <i className="bi bi-wallet2 me-1" aria-hidden="true" />
        {t('gateway.ewalletOpen', { wallet })}
        <i className="bi bi-box-arrow-up-right ms-2" aria-hidden="true" />
      </a>
      <p className="order-page-gw__ewallet-hint">{t('gateway.ewalletHint', { wallet })}</p>
    </div>
  );
}
