// Every change of the cart on the cart page. Each is one generated mutation whose answer is
// the updated cart and checkout, so the cache (the only client store) updates every view;
// quantity changes answer optimistically first and run through the one cart-change path
// (useCartChange). Failures end in the spec's toasts.
import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client';
import { CART_TOASTS, LOCALE } from '../../domain';
import {
  useCheckoutCartCouponApplyMutation,
  useCheckoutCartCouponRemoveMutation,
  useCheckoutCartIndirectUpdateMutation,
  useCheckoutCartResetMutation,
  type CheckoutCartUpdateSubjectsMutation,
} from '../../../generated/graphql';
import { markFresh } from '../../apollo/cache-policies';
import { messages } from '../../messages';
import { useToast } from '../../ui';
import type { CartDetail, CartSubjectDetail, CheckoutState } from '../checkout';
import { cartWithQuantity } from './optimistic';
import { useCartChange } from './useCartChange';

export interface CartActions {
  setQuantity(subject: CartSubjectDetail, quantity: number): Promise<boolean>;
  removeSubject(subject: CartSubjectDetail): Promise<boolean>;
  removeService(parent: CartSubjectDetail, serviceSku: string): Promise<boolean>;
  reset(): Promise<boolean>;
  /** null when applied, otherwise the Czech reason. */
  applyCoupon(code: string): Promise<string | null>;
  removeCoupon(code: string): Promise<boolean>;
}

interface MutationPayload {
  ok: boolean;
  errors: readonly { message: string }[];
}

export function useCartActions(checkoutId: string | null, cart: CartDetail | null, checkout: CheckoutState | null): CartActions {
  const client = useApolloClient();
  const toast = useToast();
  const { updateSubjects } = useCartChange();
  const [resetCart] = useCheckoutCartResetMutation();
  const [updateIndirect] = useCheckoutCartIndirectUpdateMutation();
  const [couponApply] = useCheckoutCartCouponApplyMutation();
  const [couponRemove] = useCheckoutCartCouponRemoveMutation();

  const fresh = useCallback(() => {
    if (checkoutId) markFresh(client, 'cart', { checkoutId, locale: LOCALE });
  }, [client, checkoutId]);

  /** Runs a cart change: toasts `failure` (with the server's reason) when it is refused or fails. */
  const run = useCallback(
    async (failure: string, call: () => Promise<MutationPayload | null | undefined>): Promise<boolean> => {
      try {
        const payload = await call();
        if (!payload) throw new Error('Cart mutation answered without a payload');
        fresh();
        if (!payload.ok) {
          toast.error(failure, payload.errors.map((e) => e.message).join(' ') || undefined);
          return false;
        }
        return true;
      } catch (error) {
        console.error(error);
        toast.error(failure);
        return false;
      }
    },
    [fresh, toast],
  );

  const setQuantity = useCallback(
    async (subject: CartSubjectDetail, quantity: number): Promise<boolean> => {
      const optimistic: CheckoutCartUpdateSubjectsMutation | undefined =
        cart && checkout
          ? {
              checkout_cart_update_subjects: {
                __typename: 'CartMutationResult',
                ok: true,
                errors: [],
                cart: cartWithQuantity(cart, subject.id, quantity),
                checkout,
              },
            }
          : undefined;
      // The one cart-change path (stamp, Czech reason); this page shows the change at once.
      const outcome = await updateSubjects([{ sku: subject.sku, quantity, mode: 'SET' }], { checkoutId, optimistic });
      if (!outcome.ok) toast.error(CART_TOASTS.updateFailed, outcome.reason ?? undefined);
      return outcome.ok;
    },
    [cart, checkout, checkoutId, toast, updateSubjects],
  );

  const removeSubject = useCallback((subject: CartSubjectDetail) => setQuantity(subject, 0), [setQuantity]);

  const removeService = useCallback(
    (parent: CartSubjectDetail, serviceSku: string) =>
      run(CART_TOASTS.updateFailed, async () => {
        if (!checkoutId) return null;
        const { data } = await updateIndirect({
          variables: { checkoutId, locale: LOCALE, update: { parentId: parent.id, sku: serviceSku, quantity: 0 } },
        });
        return data?.checkout_cart_update_subject_indirect;
      }),
    [checkoutId, run, updateIndirect],
  );

  const reset = useCallback(
    () =>
      run(CART_TOASTS.resetFailed, async () => {
        if (!checkoutId) return null;
        const { data } = await resetCart({ variables: { checkoutId, locale: LOCALE } });
        return data?.checkout_cart_reset;
      }),
    [checkoutId, resetCart, run],
  );

  const applyCoupon = useCallback(
    async (code: string): Promise<string | null> => {
      const trimmed = code.trim();
      if (trimmed === '') return messages.cart.couponEmpty;
      if (!checkoutId) return messages.cart.couponFailed;
      try {
        const { data } = await couponApply({ variables: { checkoutId, locale: LOCALE, couponCode: trimmed } });
        const payload = data?.checkout_cart_coupon_apply;
        if (!payload) return messages.cart.couponFailed;
        fresh();
        if (!payload.ok) return payload.errors.map((e) => e.message).join(' ') || messages.cart.couponFailed;
        toast.success(messages.cart.couponApplied);
        return null;
      } catch (error) {
        console.error(error);
        return messages.cart.couponFailed;
      }
    },
    [checkoutId, couponApply, fresh, toast],
  );

  const removeCoupon = useCallback(
    (code: string) =>
      run(CART_TOASTS.updateFailed, async () => {
        if (!checkoutId) return null;
        const { data } = await couponRemove({ variables: { checkoutId, locale: LOCALE, couponCode: code } });
        return data?.checkout_cart_coupon_remove;
      }),
    [checkoutId, couponRemove, run],
  );

  return { setQuantity, removeSubject, removeService, reset, applyCoupon, removeCoupon };
}
