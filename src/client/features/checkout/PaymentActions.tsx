// What a shopper can do about an order's card payment: pay a pending one at the gateway, or, after
// a cancelled or failed payment (the order waits), start a new attempt with one click and go to
// the gateway again. Shown on the thank-you page and the profile's order detail.
import { checkoutMessages } from '../../texts/checkout';
import { Alert, Button, ButtonLink } from '../../ui';
import { useRetryPayment } from './useRetryPayment';

const m = checkoutMessages.thankYou;
const RETRYABLE = new Set(['cancelled', 'failed']);

type PayableOrder = { number: string; paymentStatus: string; paymentUrl?: string | null };

export function PaymentActions({ order }: { order: PayableOrder }) {
  if (order.paymentStatus === 'pending' && order.paymentUrl) {
    return (
      <ButtonLink to={order.paymentUrl} reloadDocument variant="primary">
        {m.payAgain}
      </ButtonLink>
    );
  }
  return RETRYABLE.has(order.paymentStatus) ? <RetryPayment orderNumber={order.number} /> : null;
}

function RetryPayment({ orderNumber }: { orderNumber: string }) {
  const { retryPayment: start, loading, error } = useRetryPayment(orderNumber);

  return (
    <div className="retry-payment" data-testid="retry-payment">
      <p>{m.retryHint}</p>
      <Button variant="primary" onClick={() => void start()} disabled={loading} aria-busy={loading}>
        {m.retryPayment}
      </Button>
      {error ? <Alert tone="danger" role="alert">{error}</Alert> : null}
    </div>
  );
}
