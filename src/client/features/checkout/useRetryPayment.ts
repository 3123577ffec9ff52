// A new card-payment attempt for an order whose payment was cancelled or failed: the server
// answers the order with a fresh payment URL and the shopper goes to the gateway. A refusal or
// a failure stays on the page as the error (the server's Czech reason when it gives one).
import { useCallback, useState } from 'react';
import { useOrderRetryPaymentMutation } from '../../../generated/graphql';
import { operationErrorMessage } from '../../apollo/errors';
import { checkoutMessages } from '../../texts/checkout';
import { paymentRedirect } from './payment-redirect';

export interface UseRetryPayment {
  retryPayment(): Promise<void>;
  loading: boolean;
  error: string | null;
}

export function useRetryPayment(orderNumber: string): UseRetryPayment {
  const [retry, { loading }] = useOrderRetryPaymentMutation();
  const [error, setError] = useState<string | null>(null);

  const retryPayment = useCallback(async (): Promise<void> => {
    setError(null);
    try {
      const { data } = await retry({ variables: { orderNumber } });
      const result = data?.checkout_order_retry_payment;
      const refusal = result?.errors[0]?.message;
      if (refusal) {
        setError(refusal);
        return;
      }
      const url = result?.order?.paymentUrl;
      if (!result?.ok || !url) throw new Error('The retried order carries no payment URL');
      paymentRedirect.go(url);
    } catch (cause) {
      console.error(cause);
      setError(operationErrorMessage(cause) ?? checkoutMessages.thankYou.retryFailed);
    }
  }, [orderNumber, retry]);

  return { retryPayment, loading, error };
}
