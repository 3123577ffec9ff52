// The logged-in customer from the cache (the profile guard and the root loader warmed it).
import { useCustomerQuery, type CustomerFieldsFragment } from '../../../generated/graphql';
import { COMPONENT_FETCH_POLICY } from '../../apollo/cache-policies';

export type CustomerData = CustomerFieldsFragment;
export type DeliveryContactData = CustomerData['deliveryContacts'][number];

export function useCustomer(): { customer: CustomerData | null; loading: boolean } {
  const { data, loading } = useCustomerQuery({ fetchPolicy: COMPONENT_FETCH_POLICY });
  return { customer: data?.customer ?? null, loading };
}
