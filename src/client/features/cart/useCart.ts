// The visitor's cart as the views need it, read from the normalised cache (route loaders and
// mutations fill it). A visitor without a checkout id has an empty cart and causes no request.
import { LOCALE } from '../../domain';
import { useCheckoutQuery, type CartFieldsFragment } from '../../../generated/graphql';
import { COMPONENT_FETCH_POLICY } from '../../apollo/cache-policies';
import { useCheckoutId } from '../../app-context';

export interface UseCart {
  cart: CartFieldsFragment | null;
  loading: boolean;
}

export function useCart(): UseCart {
  const checkoutId = useCheckoutId();
  const { data, loading } = useCheckoutQuery({
    variables: { checkoutId: checkoutId ?? '', locale: LOCALE },
    skip: !checkoutId,
    fetchPolicy: COMPONENT_FETCH_POLICY,
  });
  return { cart: data?.checkout?.cart ?? null, loading };
}
