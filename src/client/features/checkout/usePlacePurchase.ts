// Places the order (checkout_create_purchase) with the summary's idempotency key and expected
// total; the cart is stamped fresh after any answer. A failed request throws.
import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client';
import { LOCALE } from '../../domain';
import { useCheckoutCreatePurchaseMutation, type CheckoutCreatePurchaseMutation } from '../../../generated/graphql';
import { markFresh } from '../../apollo/cache-policies';

export type PurchaseAnswer = CheckoutCreatePurchaseMutation['checkout_create_purchase'];

export interface UsePlacePurchase {
  /** The server's answer (null when it answered nothing). */
  placePurchase(checkoutId: string, attempt: { idempotencyKey: string; expectedTotal: number }): Promise<PurchaseAnswer | null>;
}

export function usePlacePurchase(): UsePlacePurchase {
  const client = useApolloClient();
  const [create] = useCheckoutCreatePurchaseMutation();
  const placePurchase = useCallback(
    async (checkoutId: string, attempt: { idempotencyKey: string; expectedTotal: number }): Promise<PurchaseAnswer | null> => {
      const { data } = await create({
        variables: { checkoutId, locale: LOCALE, input: { idempotencyKey: attempt.idempotencyKey, expectedTotal: attempt.expectedTotal } },
      });
      const result = data?.checkout_create_purchase;
      markFresh(client, 'cart', { checkoutId, locale: LOCALE });
      return result ?? null;
    },
    [client, create],
  );
  return { placePurchase };
}
