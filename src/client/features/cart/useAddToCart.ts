// "Do košíku": one checkout_cart_update_subjects (mode ADD) through the one cart-change path
// (useCartChange: the visitor's checkout, the freshness stamp, the server's Czech reason). The
// mutation answers with the whole updated Cart, which Apollo normalises by id, so the header badge
// and the cart page update from the cache on their own; there is no cart state anywhere else.
import { useCallback, useState } from 'react';
import { CART_TOASTS } from '../../domain';
import { useCartChange } from './useCartChange';

export type AddToCartResult = { ok: true } | { ok: false; message: string };

export interface UseAddToCart {
  addToCart(sku: string, quantity: number): Promise<AddToCartResult>;
  adding: boolean;
  /** The last failure, for an inline alert next to the button. */
  error: string | null;
}

export function useAddToCart(): UseAddToCart {
  const { updateSubjects } = useCartChange();
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const addToCart = useCallback(
    async (sku: string, quantity: number): Promise<AddToCartResult> => {
      setAdding(true);
      setError(null);
      try {
        const outcome = await updateSubjects([{ sku, quantity, mode: 'ADD' }]);
        if (outcome.ok) return { ok: true };
        // The server words its errors in Czech for the shopper; fall back to the spec text.
        const message = outcome.reason ?? CART_TOASTS.updateFailed;
        setError(message);
        return { ok: false, message };
      } finally {
        setAdding(false);
      }
    },
    [updateSubjects],
  );

  return { addToCart, adding, error };
}
