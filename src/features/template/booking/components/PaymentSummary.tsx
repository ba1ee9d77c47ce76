import { useTranslation } from 'react-i18next';
import { formatRupiah } from '@/lib/money/formatRupiah';
import type { BookingCosts } from '../model/demoBooking';
import './PaymentSummary.css';

/** Subtotal, 5 % service fee, 15 % tax, total, 50 % deposit and the balance. */
export function PaymentSummary({ costs, nightlyRate }: { costs: BookingCosts; nightlyRate: number }) {
  const { t } = useTranslation('booking');
  const rows = [
    {
      key: 'subtotal',
      label: t('payment.subtotal', { nights: costs.nights, rate: formatRupiah(nightlyRate) }),
      value: costs.subtotal,
    },
    { key: 'serviceFee', label: t('payment.serviceFee'), value: costs.serviceFee },
    { key: 'tax', label: t('payment.tax'), value: costs.tax },
  ];
  return (
    <dl className="booking-payment mb-0">
      {rows.map((row) => (
        <div key={row.key} className="booking-payment__row">
          <dt>{row.label}</dt>
          <dd>{formatRupiah(row.value)}</dd>
        </div>
      ))}
      <div className="booking-payment__row booking-payment__row--total">
        <dt>{t('payment.total')}</dt>
        <dd>{formatRupiah(costs.total)}</dd>
      </div>
      <div className="booking-payment__row text-success">
        <dt>
          <i className="bi bi-check-circle-fill" aria-hidden="true" /> {t('payment.deposit')}
        </dt>
        <dd>{formatRupiah(costs.deposit)}</dd>
      </div>
      <div className="booking-payment__row">
        <dt>{t('payment.balance')}</dt>
        <dd>{formatRupiah(costs.balance)}</dd>
      </div>
    </dl>
  );
}
