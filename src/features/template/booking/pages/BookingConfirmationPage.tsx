import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useFormatDate } from '@/components/i18n/useFormatDate';
import { buildWhatsAppLink } from '@/lib/phone/whatsapp';
import { InfoList } from '../components/InfoList';
import { PaymentSummary } from '../components/PaymentSummary';
import { bookingCosts, demoBooking } from '../model/demoBooking';
import { downloadText, receiptText } from '../model/receipt';
import '@/components/layout/backOffice.css';
import '@/components/layout/PageHeader.css';
import './BookingConfirmationPage.css';

/** The template's villa booking confirmation: static demo data, not a product feature. */
export function BookingConfirmationPage() {
  const { t } = useTranslation('booking');
  const formatLong = useFormatDate();
  const booking = useMemo(() => demoBooking(), []);
  const costs = bookingCosts(booking);
  const formatDate = (value: string) => formatLong(value, 'long');
  const whatsapp = buildWhatsAppLink(booking.guest.phone, t('share.whatsappText', { code: booking.code }));
  const mail = `mailto:${booking.guest.email}?subject=${encodeURIComponent(t('share.mailSubject', { code: booking.code }))}`;
  const download = () =>
    downloadText(
      `booking-${booking.code}.txt`,
      receiptText(
        booking,
        costs,
        {
          title: t('title'),
          villa: t('stay.villa'),
          guest: t('guest.title'),
          checkIn: t('stay.checkIn'),
          checkOut: t('stay.checkOut'),
          subtotal: t('payment.subtotalShort'),
          serviceFee: t('payment.serviceFee'),
          tax: t('payment.tax'),
          total: t('payment.total'),
          deposit: t('payment.deposit'),
          balance: t('payment.balance'),
        },
        formatDate,
      ),
    );

  return (
    <div className="bo-page booking-page">
      <section className="booking-hero card border-0 shadow-sm mb-3">
        <div className="card-body p-4 p-lg-5 d-flex flex-column flex-md-row gap-4 align-items-md-center">
          <span className="booking-hero__icon" aria-hidden="true">
            <i className="bi bi-check2-circle" />
          </span>
          <div className="flex-grow-1">
            <span className="badge rounded-pill text-bg-success mb-2">{t(`status.${booking.status}`)}</span>
            <h1 className="bo-page-title mb-1">{t('title')}</h1>
            <p className="mb-0 text-body-secondary">{t('subtitle', { code: booking.code })}</p>
          </div>
          <div className="d-flex flex-wrap gap-2">
            <button type="button" className="btn btn-primary" onClick={download}>
              <i className="bi bi-download" aria-hidden="true" /> {t('actions.download')}
            </button>
            {whatsapp && (
              <a className="btn btn-success" href={whatsapp} target="_blank" rel="noopener noreferrer">
                <i className="bi bi-whatsapp" aria-hidden="true" /> {t('actions.whatsapp')}
              </a>
            )}
            <a className="btn btn-outline-secondary" href={mail}>
              <i className="bi bi-envelope" aria-hidden="true" /> {t('actions.email')}
            </a>
          </div>
        </div>
      </section>
      <div className="row g-3">
        <section className="col-12 col-lg-6 col-xl-4" aria-labelledby="booking-guest">
          <div className="card border-0 shadow-sm h-100">
            <div className="card-body p-4">
              <h2 id="booking-guest" className="h6 bo-card-heading">
                {t('guest.title')}
              </h2>
              <InfoList
                items={[
                  { key: 'name', icon: 'bi-person', label: t('guest.name'), value: booking.guest.name },
                  { key: 'email', icon: 'bi-envelope', label: t('guest.email'), value: booking.guest.email },
                  { key: 'phone', icon: 'bi-telephone', label: t('guest.phone'), value: booking.guest.phone },
                ]}
              />
            </div>
          </div>
        </section>
        <section className="col-12 col-lg-6 col-xl-4" aria-labelledby="booking-stay">
          <div className="card border-0 shadow-sm h-100">
            <div className="card-body p-4">
              <h2 id="booking-stay" className="h6 bo-card-heading">
                {t('stay.title')}
              </h2>
              <InfoList
                items={[
                  {
                    key: 'villa',
                    icon: 'bi-house-heart',
                    label: t('stay.villa'),
                    value: `${booking.villa.name} · ${booking.villa.location}`,
                  },
                  { key: 'room', icon: 'bi-door-open', label: t('stay.room'), value: booking.villa.roomType },
                  {
                    key: 'in',
                    icon: 'bi-calendar-check',
                    label: t('stay.checkIn'),
                    value: formatDate(booking.checkIn),
                  },
                  { key: 'out', icon: 'bi-calendar-x', label: t('stay.checkOut'), value: formatDate(booking.checkOut) },
                  {
                    key: 'guests',
                    icon: 'bi-people',
                    label: t('stay.guests'),
                    value: t('stay.guestCount', { adults: booking.adults, children: booking.children }),
                  },
                ]}
              />
            </div>
          </div>
        </section>
        <section className="col-12 col-xl-4" aria-labelledby="booking-payment">
          <div className="card border-0 shadow-sm h-100">
            <div className="card-body p-4">
              <h2 id="booking-payment" className="h6 bo-card-heading">
                {t('payment.title')}
              </h2>
              <PaymentSummary costs={costs} nightlyRate={booking.nightlyRate} />
            </div>
          </div>
        </section>
      </div>
      <p className="mt-4 mb-0">
        <Link to="/public/home" className="btn btn-link px-0">
          <i className="bi bi-arrow-left bo-flip-rtl" aria-hidden="true" /> {t('actions.backHome')}
        </Link>
      </p>
    </div>
  );
}

export { BookingConfirmationPage as Component };
