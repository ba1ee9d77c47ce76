import { useTranslation } from 'react-i18next';
import type { DeliveryStop } from '@/api/generated/shopApi';
import { isCondolenceBoard } from '@/entities/order/model/boardWords';
import { BoardWordsView } from '@/entities/order/ui/BoardWordsView';
import { formatRupiah } from '@/lib/money/formatRupiah';
import { buildTelLink } from '@/lib/phone/telLink';
import { buildWhatsAppLink } from '@/lib/phone/whatsapp';
import { addressQuery, googleMapsLink, wazeLink } from '@/lib/url/mapLinks';
import { safeLinkHref } from '@/lib/url/urlPolicy';

interface Props {
  stop: DeliveryStop;
  /** A proof for this stop waits on the phone: for a signal, or for the shop's server; null: none. */
  waiting: 'waiting' | 'serverFailed' | null;
  onArrived(stop: DeliveryStop): void;
}

/**
 * One stop, for one thumb: its place and window, who and where (with the landmark), what to hand over and any
 * money to collect; call, WhatsApp, Google Maps and Waze; 'Sampai' to file what happened. A bunga papan shows its
 * text as composed (a condolence board marked 'DUKA'), so the driver hands over the right board.
 */
export function StopCard({ stop, waiting, onArrived }: Props) {
  const { t } = useTranslation('run');
  const name = stop.recipientName;
  const { address } = stop;
  const place = addressQuery([address.address, address.kelurahan, address.kecamatan, address.kotaKabupaten]);
  const tel = buildTelLink(stop.recipientPhone);
  const whatsapp = safeLinkHref(buildWhatsAppLink(stop.recipientPhone));
  const titleId = `run-stop-${stop.orderID}`;
  const done = stop.outcome !== null;
  const queued = waiting !== null;

  return (
    <li className={`run-stop ${done ? 'is-done' : ''}`} aria-labelledby={titleId}>
      <div className="run-stop__head">
        <span className="run-stop__position" aria-hidden="true">
          {stop.position}
        </span>
        <div className="run-stop__who">
          <h2 className="run-stop__name" id={titleId}>
            <span className="visually-hidden">{t('stop.label', { position: stop.position })}</span> {name}
          </h2>
          <p className="run-stop__meta">
            {stop.deliveryTime} · {t('stop.order', { id: stop.orderID })}
          </p>
        </div>
        {done ? (
          <span className={`run-stop__badge is-${stop.outcome}`}>{t(`outcome.${stop.outcome}`)}</span>
        ) : (
          queued && (
            <span className="run-stop__badge is-queued">
              {t(waiting === 'serverFailed' ? 'stop.queuedServer' : 'stop.queued')}
            </span>
          )
        )}
      </div>
      <address className="run-stop__address">
        {addressQuery([address.address, address.kelurahan, address.kecamatan, address.kotaKabupaten, address.kodePos])}
        {address.patokan?.trim() && (
          <span className="run-stop__patokan">{t('stop.patokan', { patokan: address.patokan.trim() })}</span>
        )}
      </address>
      <p className="run-stop__product">{t('stop.product', { name: stop.productName, count: stop.quantity })}</p>
      {stop.board && (
        <div className="run-stop__board">
          <span className="run-stop__card-label">
            {t('words:kinds.board')}
            {isCondolenceBoard(stop) && <span className="run-stop__duka">{t('words:condolenceBadge')}</span>}
          </span>
          <BoardWordsView board={stop.board} variant="compact" />
        </div>
      )}
      {stop.cardMessage?.trim() && (
        <blockquote className="run-stop__card">
          <span className="run-stop__card-label">{t('stop.card')}</span>
          {stop.cardMessage.trim()}
        </blockquote>
      )}
      {stop.amountDue > 0 && (
        <p className="run-stop__collect">
          <i className="bi bi-cash-coin me-2" aria-hidden="true" />
          {t('stop.collect', { amount: formatRupiah(stop.amountDue) })}
        </p>
      )}
      <div className="run-stop__links">
        {tel && <StopLink href={tel} icon="bi-telephone" label={t('stop.call')} name={t('stop.callName', { name })} />}
        {whatsapp && (
          <StopLink
            href={whatsapp}
            icon="bi-whatsapp"
            label={t('stop.whatsapp')}
            name={t('stop.whatsappName', { name })}
            newTab
          />
        )}
        {place && (
          <>
            <StopLink
              href={googleMapsLink(place)}
              icon="bi-geo-alt"
              label={t('stop.maps')}
              name={t('stop.mapsName', { name })}
              newTab
            />
            <StopLink
              href={wazeLink(place)}
              icon="bi-sign-turn-right"
              label={t('stop.waze')}
              name={t('stop.wazeName', { name })}
              newTab
            />
          </>
        )}
      </div>
      {!done && !queued && (
        <button
          type="button"
          className="btn btn-primary btn-lg run-stop__arrived"
          onClick={() => onArrived(stop)}
          aria-label={t('stop.arrivedName', { name })}
        >
          <i className="bi bi-geo-fill me-2" aria-hidden="true" />
          {t('stop.arrived')}
        </button>
      )}
    </li>
  );
}

/** One of a stop's links: its short label, a name that says whose (containing the label), a new tab for apps. */
function StopLink({
  href,
  icon,
  label,
  name,
  newTab = false,
}: {
  href: string;
  icon: string;
  label: string;
  name: string;
  newTab?: boolean;
}) {
  return (
    <a
      className="btn btn-outline-primary"
      href={href}
      aria-label={name}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      <i className={`bi ${icon} me-1`} aria-hidden="true" />
      {label}
    </a>
  );
}
