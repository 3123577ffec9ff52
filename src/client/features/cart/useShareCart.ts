// Sharing the cart by e-mail: one checkout_share_cart mutation. The answer says ok, or carries
// the server's per-field refusals and its Czech reason; a failed request throws.
import { useCallback } from 'react';
import { LOCALE } from '../../domain';
import { useCheckoutShareCartMutation, type CheckoutShareCartMutation } from '../../../generated/graphql';
import type { ShareCartData } from '../../../domain/validation';

export type ShareCartAnswer = CheckoutShareCartMutation['checkout_share_cart'];

export interface UseShareCart {
  /** The server's answer (null when it answered nothing); throws when the request fails. */
  shareCart(checkoutId: string, input: ShareCartData): Promise<ShareCartAnswer | null>;
  sharing: boolean;
}

export function useShareCart(): UseShareCart {
  const [share, { loading }] = useCheckoutShareCartMutation();
  const shareCart = useCallback(
    async (checkoutId: string, input: ShareCartData): Promise<ShareCartAnswer | null> => {
      const { data } = await share({ variables: { checkoutId, locale: LOCALE, input } });
      return data?.checkout_share_cart ?? null;
    },
    [share],
  );
  return { shareCart, sharing: loading };
}
