// The compared products with their parameters (none, and no request, for a visitor without a session).
import { useCompareProductsQuery, type CompareProductsQuery } from '../../../generated/graphql';
import { COMPONENT_FETCH_POLICY } from '../../apollo/cache-policies';
import { useCheckoutId } from '../../app-context';

export type ComparedProduct = CompareProductsQuery['visitorLists']['compareProducts'][number];

export function useCompareProducts(): { products: readonly ComparedProduct[] } {
  const checkoutId = useCheckoutId();
  const { data } = useCompareProductsQuery({ skip: !checkoutId, fetchPolicy: COMPONENT_FETCH_POLICY });
  return { products: data?.visitorLists.compareProducts ?? [] };
}
