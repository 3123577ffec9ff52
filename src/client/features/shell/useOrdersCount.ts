// The session customer's orders count for the account menu (from the customer query the root
// loader warmed); null, and no request, without a logged-in customer.
import { useCustomerQuery } from '../../../generated/graphql';
import { COMPONENT_FETCH_POLICY } from '../../apollo/cache-policies';
import { useSessionSnapshot } from '../../app-context';

export function useOrdersCount(): { ordersCount: number | null } {
  const snapshot = useSessionSnapshot();
  const { data } = useCustomerQuery({ skip: !snapshot.customer, fetchPolicy: COMPONENT_FETCH_POLICY });
  return { ordersCount: data?.customer?.ordersCount ?? null };
}
