// Transfer instructions of an order (bank transfer, invoice payment): account, IBAN, amount and
// variable symbol. On the thank-you page, the profile's order detail and the invoice.
import { BANK_PAYMENT_TEXTS as t, formatCzk } from '../../domain';
import type { BankPaymentFieldsFragment } from '../../../generated/graphql';

export function BankPaymentDetails({ payment }: { payment: BankPaymentFieldsFragment | null | undefined }) {
  if (!payment) return null;
  return (
    <section className="bank-payment" data-testid="bank-payment" aria-labelledby="bank-payment-title">
      <h2 id="bank-payment-title">{t.title}</h2>
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
