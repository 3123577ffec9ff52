// What a shopper can do about an order's card payment: pay a pending one at the gateway, or, after
// a cancelled or failed payment (the order waits), start a new attempt with one click and go to
// the gateway again. Shown on the thank-you page and the profile's order detail.
import { useState } from 'react';
import { useOrderRetryPaymentMutation } from '../../../generated/graphql';
import { operationErrorMessage } from '../../apollo/errors';
import { messages } from '../../messages';
import { Alert, Button, ButtonLink } from '../../ui';
import { paymentRedirect } from './payment-redirect';

const m = messages.checkout.thankYou;
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
  const [retry, { loading }] = useOrderRetryPaymentMutation();
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    setError(null);
    try {
      const { data } = await retry({ variables: { orderNumber } });
      const url = data?.checkout_order_retry_payment?.paymentUrl;
      if (!url) throw new Error('The retried order carries no payment URL');
      paymentRedirect.go(url);
    } catch (cause) {
      console.error(cause);
      setError(operationErrorMessage(cause) ?? m.retryFailed);
    }
  };

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
