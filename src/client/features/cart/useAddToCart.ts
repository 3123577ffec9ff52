// "Do košíku": one generated mutation (mode ADD). The mutation answers with the whole updated
// Cart, which Apollo normalises by id, so the header badge and the cart page update from the
// cache on their own; there is no cart state anywhere else.
import { useCallback, useState } from 'react';
import { useApolloClient } from '@apollo/client';
import { CART_TOASTS, LOCALE } from '../../domain';
import { useCheckoutCartUpdateSubjectsMutation } from '../../../generated/graphql';
import { markFresh } from '../../apollo/cache-policies';
import { useAppContext } from '../../app-context';

export type AddToCartResult = { ok: true } | { ok: false; message: string };

export interface UseAddToCart {
  addToCart(sku: string, quantity: number): Promise<AddToCartResult>;
  adding: boolean;
  /** The last failure, for an inline alert next to the button. */
  error: string | null;
}

export function useAddToCart(): UseAddToCart {
  const { session } = useAppContext();
  const client = useApolloClient();
  const [mutate] = useCheckoutCartUpdateSubjectsMutation();
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const addToCart = useCallback(
    async (sku: string, quantity: number): Promise<AddToCartResult> => {
      setAdding(true);
      setError(null);
      try {
        const checkoutId = await session.ensureCheckoutId();
        const { data } = await mutate({
          variables: { checkoutId, locale: LOCALE, batch: [{ sku, quantity, mode: 'ADD' }] },
        });
        const payload = data?.checkout_cart_update_subjects;
        if (!payload || !payload.ok) {
          // The server words its errors in Czech for the shopper; fall back to the spec text.
          const message = payload?.errors[0]?.message ?? CART_TOASTS.updateFailed;
          setError(message);
          return { ok: false, message };
        }
        markFresh(client, 'cart', { checkoutId, locale: LOCALE });
        return { ok: true };
      } catch (cause) {
        console.error(cause);
        setError(CART_TOASTS.updateFailed);
        return { ok: false, message: CART_TOASTS.updateFailed };
      } finally {
        setAdding(false);
      }
    },
    [client, mutate, session],
  );

  return { addToCart, adding, error };
}
