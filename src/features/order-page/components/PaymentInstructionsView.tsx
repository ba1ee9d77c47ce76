import { useTranslation } from 'react-i18next';
import { accountNumberDigits, type PaymentInstructions } from '@/lib/shop/paymentInstructions';
import { safeImageSrc } from '@/lib/url/urlPolicy';
import { CopyButton } from './CopyButton';

/** The shop's bank account (with copy buttons) and its QRIS picture, as the general parameters give them. */
export function PaymentInstructionsView({ instructions }: { instructions: PaymentInstructions }) {
  const { t } = useTranslation('orderPage');
  const { bankTransfer } = instructions;
  const qris = safeImageSrc(instructions.qrisImageUrl);
  return (
    <>
      {bankTransfer && (
        <div className="order-page-bank">
          <h3 className="order-page-pay__subtitle">{t('payment.bank')}</h3>
          <dl className="order-page-list">
            <div>
              <dt>{t('payment.bankName')}</dt>
              <dd>{bankTransfer.bankName}</dd>
            </div>
            <div className="order-page-list__copy">
              <dt>{t('payment.accountNumber')}</dt>
              <dd>
                <span className="order-page-bank__number">{bankTransfer.accountNumber}</span>
                <CopyButton
                  value={accountNumberDigits(bankTransfer.accountNumber)}
                  what={t('payment.accountNumber').toLowerCase()}
                />
              </dd>
            </div>
            <div>
              <dt>{t('payment.accountHolder')}</dt>
              <dd>{bankTransfer.accountHolder}</dd>
            </div>
          </dl>
        </div>
      )}
      {qris && (
        <figure className="order-page-qris">
          <figcaption className="order-page-pay__subtitle">{t('payment.qris')}</figcaption>
          <img
            src={qris}
            alt={t('payment.qrisAlt')}
            className="order-page-qris__image"
            width={220}
            height={220}
            loading="lazy"
          />
          <p className="order-page-qris__hint">{t('payment.qrisHint')}</p>
        </figure>
      )}
    </>
  );
}
