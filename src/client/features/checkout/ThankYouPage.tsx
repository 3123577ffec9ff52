// /dekujeme?objednavka=…: the order number and a summary, warnings where they matter (e-mail,
// payment gateway), and the order pushed once to window.dataLayer (number, total, totalVat,
// shipping, invoiceInfo) for analytics.
import { useEffect } from 'react';
import { useLoaderData, useSearchParams } from 'react-router-dom';
import { formatCzk, toKc } from '../../domain';
import type { OrderFieldsFragment } from '../../../generated/graphql';
import { useLoggedIn } from '../../app-context';
import { messages } from '../../messages';
import { cartMessages } from '../../texts/cart';
import { checkoutMessages } from '../../texts/checkout';
import { Alert, Button, ButtonLink, EmptyState, PageTitle } from '../../ui';
import { ContactLines } from './ContactLines';
import { BankPaymentDetails } from './BankPaymentDetails';
import { PaymentActions } from './PaymentActions';
import { useOrder } from './useOrder';

const m = checkoutMessages.thankYou;

export interface AnalyticsOrder {
  event: 'purchase';
  number: string;
  /** Koruny with VAT (what the customer pays). */
  total: number;
  totalVat: number;
  shipping: number;
  invoiceInfo: { contactType: string; name: string; companyRegNo: string; companyTaxNo: string; city: string; country: string };
}

export function analyticsOrder(order: OrderFieldsFragment): AnalyticsOrder {
  const invoice = order.invoiceContact;
  return {
    event: 'purchase',
    number: order.number,
    total: toKc(order.totals.totalToPay),
    totalVat: toKc(order.totals.vatAmount),
    shipping: toKc(order.shipping.price.amountWithTax),
    invoiceInfo: {
      contactType: invoice.contactType,
      name: invoice.contactType === 'company' ? invoice.companyName : invoice.contactType === 'office' ? invoice.officeName : invoice.personName,
      companyRegNo: invoice.companyRegNo,
      companyTaxNo: invoice.companyTaxNo,
      city: invoice.city,
      country: invoice.country,
    },
  };
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

type PaymentStatus = keyof typeof m.paymentStatuses;

function isPaymentStatus(status: string): status is PaymentStatus {
  return Object.prototype.hasOwnProperty.call(m.paymentStatuses, status);
}

// One push per order and page load, even when React runs the effect twice.
const pushed = new Set<string>();

export function pushOrderToDataLayer(order: OrderFieldsFragment): void {
  if (pushed.has(order.number)) return;
  pushed.add(order.number);
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(analyticsOrder(order));
}

export function ThankYouPage() {
  const { orderNumber } = useLoaderData<{ orderNumber: string | null }>();
  const [params] = useSearchParams();
  const warnings = (params.get('varovani') ?? '').split(',').filter(Boolean);
  const { order, refresh, refreshing } = useOrder(orderNumber);
  const customer = useLoggedIn();

  useEffect(() => {
    if (order) pushOrderToDataLayer(order);
  }, [order]);

  if (!order) {
    return (
      <section className="page thank-you-page">
        <PageTitle name={messages.pages.thankYou} />
        <EmptyState title={m.missing} action={<ButtonLink to="/">{m.continue}</ButtonLink>} />
      </section>
    );
  }
  const paymentStatus = isPaymentStatus(order.paymentStatus) ? order.paymentStatus : null;
  // A card payment that was cancelled or failed is not a finished purchase: the page says so and
  // offers paying again first, before anything else.
  const paymentNotDone = order.paymentStatus === 'cancelled' || order.paymentStatus === 'failed';
  return (
    <section className="page thank-you-page">
      <PageTitle name={paymentNotDone ? m.paymentNotDone : messages.pages.thankYou} />
      {paymentNotDone ? (
        <>
          <h1>{m.paymentNotDone}</h1>
          <Alert tone="warning">{m.paymentNotDoneText}</Alert>
          <PaymentActions order={order} />
        </>
      ) : (
        <h1>{m.title}</h1>
      )}
      <p className="thank-you-page__number">
        {m.number}: <strong data-testid="order-number">{order.number}</strong>
      </p>
      <p>
        {m.emailSent} <strong>{order.email}</strong>.
      </p>
      {warnings.includes('email-notification-failed') || warnings.includes('email-template-not-found') ? <Alert tone="warning">{m.emailFailed}</Alert> : null}
      {warnings.includes('payment-gateway-transaction-error') ? (
        <Alert tone="warning">{m.paymentFailed}</Alert>
      ) : order.paymentStatus === 'pending' && order.paymentUrl ? (
        // Back from the gateway before it confirmed the payment: the state the server knows, and a way to ask again.
        <Alert tone="info" role="status" title={m.awaitingConfirmation} className="thank-you-page__awaiting">
          <p>{m.awaitingConfirmationText}</p>
          <Button variant="secondary" onClick={() => void refresh()} disabled={refreshing} aria-busy={refreshing} data-testid="payment-refresh">
            {m.refreshStatus}
          </Button>
        </Alert>
      ) : null}
      <dl className="thank-you-page__facts">
        <dt>{m.total}</dt>
        <dd data-testid="order-total">{formatCzk(order.totals.totalToPay)}</dd>
        <dt>{cartMessages.shipping}</dt>
        <dd>{order.shipping.name}</dd>
        <dt>{cartMessages.payment}</dt>
        <dd>{order.payment.name}</dd>
        {paymentStatus ? (
          <>
            <dt>{m.paymentStatus}</dt>
            <dd data-testid="payment-status" data-status={order.paymentStatus}>
              {m.paymentStatuses[paymentStatus]}
            </dd>
          </>
        ) : null}
        {order.loyaltyPoints > 0 ? (
          <>
            <dt>{m.points}</dt>
            <dd>{order.loyaltyPoints}</dd>
          </>
        ) : null}
      </dl>
      <BankPaymentDetails payment={order.bankPayment} />
      {paymentNotDone ? null : <PaymentActions order={order} />}
      {!customer && order.destiny === 'purchase' ? (
        <p className="thank-you-page__register" data-testid="register-invite">
          {m.registerInvite} <ButtonLink to="/registrace">{m.register}</ButtonLink>
        </p>
      ) : null}
      <div className="summary-contacts">
        <div>
          <h2>{checkoutMessages.summary.invoiceContact}</h2>
          <ContactLines contact={order.invoiceContact} />
        </div>
        {order.deliveryContact ? (
          <div>
            <h2>{checkoutMessages.summary.deliveryContact}</h2>
            <ContactLines contact={order.deliveryContact} />
          </div>
        ) : null}
      </div>
      <ul className="thank-you-page__items">
        {order.items.map((item, index) => (
          <li key={`${item.kind}-${item.sku}-${index}`}>
            {item.text} · {item.quantityText} · {formatCzk(item.total.amountWithTax - item.discount.amountWithTax)}
          </li>
        ))}
      </ul>
      <ButtonLink to="/">{m.continue}</ButtonLink>
    </section>
  );
}
