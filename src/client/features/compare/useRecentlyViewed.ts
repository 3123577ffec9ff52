// The visitor's recently viewed products (at most RECENTLY_VIEWED_LIMIT, newest first, kept in the
// server session). A visitor without a session has none and causes no request.
import { useRecentlyViewedProductsQuery, type RecentlyViewedProductsQuery } from '../../../generated/graphql';
import { COMPONENT_FETCH_POLICY } from '../../apollo/cache-policies';
import { useCheckoutId } from '../../app-context';
import { RECENTLY_VIEWED_LIMIT } from '../../domain';

export type RecentlyViewedProduct = RecentlyViewedProductsQuery['visitorLists']['recentlyViewedProducts'][number];

export function useRecentlyViewed(): { products: readonly RecentlyViewedProduct[] } {
  const checkoutId = useCheckoutId();
  const { data } = useRecentlyViewedProductsQuery({
    variables: { first: RECENTLY_VIEWED_LIMIT },
    skip: !checkoutId,
    fetchPolicy: COMPONENT_FETCH_POLICY,
  });
  return { products: data?.visitorLists.recentlyViewedProducts ?? [] };
}
