// Every change of the cart on the cart page. Each is one generated mutation whose answer is
// the updated cart and checkout, so the cache (the only client store) updates every view.
// All of them (quantities, services, reset, coupons) run through the one cart-change path
// (useCartChange: the cart's freshness stamp, the server's Czech reason, a failure logged);
// quantity changes answer optimistically first. Failures end in the spec's toasts, a refused
// coupon under its field.
import { useCallback } from 'react';
import { CART_TOASTS, LOCALE } from '../../domain';
import {
  useCheckoutCartCouponApplyMutation,
  useCheckoutCartCouponRemoveMutation,
  useCheckoutCartIndirectUpdateMutation,
  useCheckoutCartResetMutation,
  type CheckoutCartUpdateSubjectsMutation,
} from '../../../generated/graphql';
import { cartMessages } from '../../texts/cart';
import { useToast } from '../../ui';
import type { CartDetail, CartSubjectDetail, CheckoutState } from '../checkout';
import { cartWithQuantity } from './optimistic';
import { useCartChange, type CartChangePayload } from './useCartChange';

export interface CartActions {
  setQuantity(subject: CartSubjectDetail, quantity: number): Promise<boolean>;
  removeSubject(subject: CartSubjectDetail): Promise<boolean>;
  removeService(parent: CartSubjectDetail, serviceSku: string): Promise<boolean>;
  reset(): Promise<boolean>;
  /** null when applied, otherwise the Czech reason. */
  applyCoupon(code: string): Promise<string | null>;
  removeCoupon(code: string): Promise<boolean>;
}

export function useCartActions(checkoutId: string | null, cart: CartDetail | null, checkout: CheckoutState | null): CartActions {
  const toast = useToast();
  const { run, updateSubjects } = useCartChange();
  const [resetCart] = useCheckoutCartResetMutation();
  const [updateIndirect] = useCheckoutCartIndirectUpdateMutation();
  const [couponApply] = useCheckoutCartCouponApplyMutation();
  const [couponRemove] = useCheckoutCartCouponRemoveMutation();

  /** A change through the one cart-change path on this page's checkout; a refusal or failure toasts `failure` with the server's reason. */
  const change = useCallback(
    async (failure: string, call: (id: string) => Promise<CartChangePayload | null | undefined>): Promise<boolean> => {
      const outcome = await run(call, { checkoutId });
      if (!outcome.ok) toast.error(failure, outcome.reason ?? undefined);
      return outcome.ok;
    },
    [checkoutId, run, toast],
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
      change(CART_TOASTS.updateFailed, async (id) => {
        const { data } = await updateIndirect({
          variables: { checkoutId: id, locale: LOCALE, update: { parentId: parent.id, sku: serviceSku, quantity: 0 } },
        });
        return data?.checkout_cart_update_subject_indirect;
      }),
    [change, updateIndirect],
  );

  const reset = useCallback(
    () =>
      change(CART_TOASTS.resetFailed, async (id) => {
        const { data } = await resetCart({ variables: { checkoutId: id, locale: LOCALE } });
        return data?.checkout_cart_reset;
      }),
    [change, resetCart],
  );

  const applyCoupon = useCallback(
    async (code: string): Promise<string | null> => {
      const trimmed = code.trim();
      if (trimmed === '') return cartMessages.couponEmpty;
      // The form shows the reason under the field (no toast); the path stamps freshness as for every change.
      const outcome = await run(
        async (id) => (await couponApply({ variables: { checkoutId: id, locale: LOCALE, couponCode: trimmed } })).data?.checkout_cart_coupon_apply,
        { checkoutId },
      );
      if (!outcome.ok) return outcome.reason ?? cartMessages.couponFailed;
      toast.success(cartMessages.couponApplied);
      return null;
    },
    [checkoutId, couponApply, run, toast],
  );

  const removeCoupon = useCallback(
    (code: string) =>
      change(CART_TOASTS.updateFailed, async (id) => {
        const { data } = await couponRemove({ variables: { checkoutId: id, locale: LOCALE, couponCode: code } });
        return data?.checkout_cart_coupon_remove;
      }),
    [change, couponRemove],
  );

  return { setQuantity, removeSubject, removeService, reset, applyCoupon, removeCoupon };
}
