// A shared cart's link (/nahrat-sdileny-kosik?token=…): its preview, the visitor's own cart, and
// loading the shared lines into it. Loading adds (quantities of the same product are summed, the
// lines' services come along), so a cart that already holds products is only loaded when the
// visitor confirms; an empty one is loaded straight away (there is nothing to change).
import { LOCALE } from '../../domain';
import { useCheckoutCartLoadSharedMutation, useSharedCartQuery } from '../../../generated/graphql';
import { COMPONENT_FETCH_POLICY } from '../../apollo/cache-policies';
import { useCart } from './useCart';
import { useCartChange } from './useCartChange';

export type SharedLoadResult = { ok: true } | { ok: false; message: string | null };

export function useSharedCart(token: string | null) {
  const { run } = useCartChange();
  const { cart, loading: cartLoading } = useCart();
  const { data, loading } = useSharedCartQuery({ variables: { token: token ?? '' }, skip: !token, fetchPolicy: COMPONENT_FETCH_POLICY });
  const [load, { loading: loadingCart }] = useCheckoutCartLoadSharedMutation();

  const loadIntoCart = async (): Promise<SharedLoadResult> => {
    if (!token) return { ok: false, message: null };
    // The one cart-change path: the visitor's checkout and the freshness stamp.
    const outcome = await run(async (checkoutId) => {
      const { data: result } = await load({ variables: { checkoutId, locale: LOCALE, token } });
      return result?.checkout_cart_load_shared;
    });
    if (!outcome.payload) throw new Error('load-shared answered without a payload');
    return outcome.ok ? { ok: true } : { ok: false, message: outcome.reason };
  };

  return {
    shared: data?.sharedCart ?? null,
    loading,
    loadingCart,
    /** Known once the visitor's cart is read: true when loading would change products they chose. */
    needsConfirmation: cartLoading ? null : (cart?.totals.subjects.count ?? 0) > 0,
    loadIntoCart,
  };
}
