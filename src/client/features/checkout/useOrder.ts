// A placed order by its number (the thank-you page), from the cache the route loader warmed.
import { useOrderQuery, type OrderFieldsFragment } from '../../../generated/graphql';
import { COMPONENT_FETCH_POLICY } from '../../apollo/cache-policies';

export interface UseOrder {
  order: OrderFieldsFragment | null;
}

export function useOrder(orderNumber: string | null): UseOrder {
  const { data } = useOrderQuery({ variables: { orderNumber: orderNumber ?? '' }, skip: !orderNumber, fetchPolicy: COMPONENT_FETCH_POLICY });
  return { order: data?.order ?? null };
}
