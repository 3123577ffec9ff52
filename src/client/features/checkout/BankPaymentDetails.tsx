// Transfer instructions of an order (bank transfer, invoice payment): the QR Platba code (an SVG
// the server made), account, IBAN, amount and variable symbol. On the thank-you page, the
// profile's order detail and the invoice.
import { BANK_PAYMENT_TEXTS as t, QR_PAYMENT_TEXTS, formatCzk } from '../../domain';
import type { BankPaymentFieldsFragment } from '../../../generated/graphql';

export function BankPaymentDetails({ payment }: { payment: BankPaymentFieldsFragment | null | undefined }) {
  if (!payment) return null;
  return (
    <section className="bank-payment" data-testid="bank-payment" aria-labelledby="bank-payment-title">
      <h2 id="bank-payment-title">{t.title}</h2>
      {payment.qrCode ? (
        <figure className="bank-payment__qr">
          <img src={payment.qrCode} alt={QR_PAYMENT_TEXTS.alt} width={180} height={180} data-testid="qr-payment" />
          <figcaption>{QR_PAYMENT_TEXTS.caption}</figcaption>
        </figure>
      ) : null}
      <dl>
        <dt>{t.account}</dt>
        <dd data-testid="bank-account">{payment.account}</dd>
        <dt>{t.iban}</dt>
        <dd data-testid="bank-iban">{payment.iban}</dd>
        <dt>{t.amount}</dt>
        <dd data-testid="bank-amount">{formatCzk(payment.amount)}</dd>
        <dt>{t.variableSymbol}</dt>
        <dd data-testid="variable-symbol">{payment.variableSymbol}</dd>
      </dl>
      <p>{t.note}</p>
    </section>
  );
}
