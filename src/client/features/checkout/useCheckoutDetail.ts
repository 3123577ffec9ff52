// The checkout steps read the cart and the checkout data from the normalised cache only (the
// route loader warmed it; every mutation answers with the updated cart and checkout).
import { LOCALE } from '../../domain';
import {
  useCheckoutDetailQuery,
  type CartDetailFieldsFragment,
  type CheckoutFieldsFragment,
} from '../../../generated/graphql';
import { COMPONENT_FETCH_POLICY } from '../../apollo/cache-policies';
import { useCheckoutId } from '../../app-context';

export type CartDetail = CartDetailFieldsFragment;
export type CheckoutState = CheckoutFieldsFragment;
export type CartSubjectDetail = CartDetail['subjects'][number];

export interface UseCheckoutDetail {
  checkoutId: string | null;
  checkout: CheckoutState | null;
  cart: CartDetail | null;
  loading: boolean;
}

export function useCheckoutDetail(): UseCheckoutDetail {
  const checkoutId = useCheckoutId();
  const { data, loading } = useCheckoutDetailQuery({
    variables: { checkoutId: checkoutId ?? '', locale: LOCALE },
    skip: !checkoutId,
    fetchPolicy: COMPONENT_FETCH_POLICY,
  });
  const checkout = data?.checkout ?? null;
  return { checkoutId, checkout, cart: checkout?.cart ?? null, loading };
}
