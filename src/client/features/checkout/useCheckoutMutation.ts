// Runs one checkout/cart mutation the same way everywhere: the visitor's checkout id, the
// cache-freshness stamp after an answer, and a toast with the server's Czech reason (or the
// given fallback) when it is refused or fails.
import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client';
import { LOCALE } from '../../domain';
import { markFresh } from '../../apollo/cache-policies';
import { useToast } from '../../ui';

interface Payload {
  ok: boolean;
  errors: readonly { message: string }[];
}

export function useCheckoutMutationRunner(checkoutId: string | null) {
  const client = useApolloClient();
  const toast = useToast();
  return useCallback(
    async <T extends Payload>(failure: string, call: (checkoutId: string) => Promise<T | null | undefined>): Promise<T | null> => {
      if (!checkoutId) {
        toast.error(failure);
        return null;
      }
      try {
        const payload = await call(checkoutId);
        if (!payload) throw new Error('Checkout mutation answered without a payload');
        markFresh(client, 'cart', { checkoutId, locale: LOCALE });
        if (!payload.ok) toast.error(failure, payload.errors.map((e) => e.message).join(' ') || undefined);
        return payload;
      } catch (error) {
        console.error(error);
        toast.error(failure);
        return null;
      }
    },
    [checkoutId, client, toast],
  );
}
