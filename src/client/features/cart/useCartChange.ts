// The ONE path for every change of the cart's contents from the client: "Do košíku" (product
// page, cards, comparison), the cart page's quantity stepper, bulk add, "Koupit znovu", loading
// a shared cart and loading a shopping list. Each change:
// - runs for the visitor's checkout (created on demand) or the one the caller passes;
// - stamps the cart's cache freshness (markFresh, 'cart') whenever the server answered with a
//   payload, refused or not, because every answer carries the current cart;
// - answers the same outcome: ok, or the server's Czech reasons (null when it gave none; the
//   caller falls back to the spec's text, CART_TOASTS) — a failed request is logged, not thrown;
// - checkout_cart_update_subjects can answer optimistically (the cart page's stepper).
import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client';
import { LOCALE } from '../../domain';
import {
  useCheckoutCartUpdateSubjectsMutation,
  type CartSubjectUpdate,
  type CheckoutCartUpdateSubjectsMutation,
} from '../../../generated/graphql';
import { markFresh } from '../../apollo/cache-policies';
import { useAppContext } from '../../app-context';

export interface CartChangePayload {
  ok: boolean;
  errors: readonly { message: string }[];
}

export type CartChangeOutcome<T extends CartChangePayload> =
  | { ok: true; payload: T }
  /** `payload` is null when the request failed or answered nothing; `reason` joins the server's messages. */
  | { ok: false; payload: T | null; reason: string | null };

export type UpdateSubjectsPayload = CheckoutCartUpdateSubjectsMutation['checkout_cart_update_subjects'];

export interface CartChangeOptions {
  /** The checkout to change; omitted: the visitor's (created when there is none); null: there is none, nothing runs. */
  checkoutId?: string | null;
}

export interface UseCartChange {
  /** Runs one cart mutation the common way (`call` gets the checkout id and returns the mutation's payload). */
  run<T extends CartChangePayload>(call: (checkoutId: string) => Promise<T | null | undefined>, options?: CartChangeOptions): Promise<CartChangeOutcome<T>>;
  /** checkout_cart_update_subjects with `batch` (mode ADD or SET per line), optionally answered optimistically first. */
  updateSubjects(
    batch: readonly CartSubjectUpdate[],
    options?: CartChangeOptions & { optimistic?: CheckoutCartUpdateSubjectsMutation },
  ): Promise<CartChangeOutcome<UpdateSubjectsPayload>>;
}

export function useCartChange(): UseCartChange {
  const { session } = useAppContext();
  const client = useApolloClient();
  const [mutate] = useCheckoutCartUpdateSubjectsMutation();

  const run = useCallback(
    async <T extends CartChangePayload>(
      call: (checkoutId: string) => Promise<T | null | undefined>,
      options: CartChangeOptions = {},
    ): Promise<CartChangeOutcome<T>> => {
      if (options.checkoutId === null) return { ok: false, payload: null, reason: null };
      try {
        const checkoutId = options.checkoutId ?? (await session.ensureCheckoutId());
        const payload = await call(checkoutId);
        if (!payload) throw new Error('Cart mutation answered without a payload');
        markFresh(client, 'cart', { checkoutId, locale: LOCALE });
        if (payload.ok) return { ok: true, payload };
        return { ok: false, payload, reason: payload.errors.map((e) => e.message).join(' ') || null };
      } catch (error) {
        console.error(error);
        return { ok: false, payload: null, reason: null };
      }
    },
    [client, session],
  );

  const updateSubjects = useCallback(
    (batch: readonly CartSubjectUpdate[], options: CartChangeOptions & { optimistic?: CheckoutCartUpdateSubjectsMutation } = {}) =>
      run(async (checkoutId) => {
        const { data } = await mutate({
          variables: { checkoutId, locale: LOCALE, batch: [...batch] },
          optimisticResponse: options.optimistic,
        });
        return data?.checkout_cart_update_subjects;
      }, options),
    [mutate, run],
  );

  return { run, updateSubjects };
}
