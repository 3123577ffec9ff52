// A placed order by its number (the thank-you page), from the cache the route loader warmed.
import { useCallback } from 'react';
import { NetworkStatus } from '@apollo/client';
import { useOrderQuery, type OrderFieldsFragment } from '../../../generated/graphql';
import { COMPONENT_FETCH_POLICY } from '../../apollo/cache-policies';

export interface UseOrder {
  order: OrderFieldsFragment | null;
  /** Asks the server again (e.g. whether the gateway confirmed the payment meanwhile). */
  refresh(): Promise<void>;
  refreshing: boolean;
}

export function useOrder(orderNumber: string | null): UseOrder {
  const { data, refetch, networkStatus } = useOrderQuery({
    variables: { orderNumber: orderNumber ?? '' },
    skip: !orderNumber,
    fetchPolicy: COMPONENT_FETCH_POLICY,
    notifyOnNetworkStatusChange: true,
  });
  const refresh = useCallback(async (): Promise<void> => {
    try {
      await refetch();
    } catch (cause) {
      // The page keeps the state it shows; the shopper can press the button again.
      console.error(cause);
    }
  }, [refetch]);
  return { order: data?.order ?? null, refresh, refreshing: networkStatus === NetworkStatus.refetch };
}
