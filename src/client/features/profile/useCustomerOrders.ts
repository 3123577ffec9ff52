// The logged-in customer's orders from the cache the route loaders warmed: a page of the list,
// one order's detail, and "Koupit znovu" (the order's products into the cart, mode ADD).
import { useCallback } from 'react';
import {
  useCustomerOrderQuery,
  useCustomerOrdersQuery,
  type CustomerOrderQuery,
  type CustomerOrdersQuery,
  type CustomerOrdersQueryVariables,
} from '../../../generated/graphql';
import { COMPONENT_FETCH_POLICY } from '../../apollo/cache-policies';
import { useCartChange } from '../cart';

export type CustomerOrdersPage = CustomerOrdersQuery['customerOrders'];
export type CustomerOrderDetail = NonNullable<CustomerOrderQuery['customerOrder']>;

export interface UseCustomerOrders {
  list: CustomerOrdersPage | null;
  loading: boolean;
}

export function useCustomerOrders(paging: CustomerOrdersQueryVariables): UseCustomerOrders {
  const { data, loading } = useCustomerOrdersQuery({ variables: paging, fetchPolicy: COMPONENT_FETCH_POLICY });
  return { list: data?.customerOrders ?? null, loading };
}

export function useCustomerOrder(orderNumber: string): { order: CustomerOrderDetail | null } {
  const { data } = useCustomerOrderQuery({ variables: { orderNumber }, fetchPolicy: COMPONENT_FETCH_POLICY });
  return { order: data?.customerOrder ?? null };
}

export interface UseBuyAgain {
  /** Adds the products to the cart; `partly` when the cart refused some. Throws when the request fails or answers nothing. */
  buyAgain(items: readonly { sku: string; quantity: number }[]): Promise<{ partly: boolean }>;
}

export function useBuyAgain(): UseBuyAgain {
  const { updateSubjects } = useCartChange();
  const buyAgain = useCallback(
    async (items: readonly { sku: string; quantity: number }[]): Promise<{ partly: boolean }> => {
      // The one cart-change path: the freshness stamp as for every other add.
      const outcome = await updateSubjects(items.map((item) => ({ sku: item.sku, quantity: item.quantity, mode: 'ADD' })));
      if (!outcome.payload) throw new Error('No answer to checkout_cart_update_subjects');
      return { partly: outcome.payload.errors.length > 0 };
    },
    [updateSubjects],
  );
  return { buyAgain };
}
