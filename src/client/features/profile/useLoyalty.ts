// The logged-in customer's loyalty points: the balance (from the customer, warmed by the root
// loader) and the paged ledger of movements. An anonymous visitor causes no request.
import {
  useCustomerLoyaltyQuery,
  useCustomerQuery,
  type CustomerLoyaltyQuery,
  type CustomerLoyaltyQueryVariables,
} from '../../../generated/graphql';
import { COMPONENT_FETCH_POLICY } from '../../apollo/cache-policies';

export type LoyaltyLedgerPage = NonNullable<CustomerLoyaltyQuery['customerLoyalty']>;

export interface UseLoyaltyLedger {
  loyalty: LoyaltyLedgerPage | null;
  loading: boolean;
}

/** One page of the ledger; `skip` for a visitor who is not logged in. */
export function useLoyaltyLedger(paging: CustomerLoyaltyQueryVariables, skip = false): UseLoyaltyLedger {
  const { data, loading } = useCustomerLoyaltyQuery({ variables: paging, skip, fetchPolicy: COMPONENT_FETCH_POLICY });
  return { loyalty: data?.customerLoyalty ?? null, loading };
}

/** The points balance; undefined until known, and always for a visitor who is not logged in (`skip`). */
export function useLoyaltyBalance(skip = false): { points: number | undefined } {
  const { data } = useCustomerQuery({ skip, fetchPolicy: COMPONENT_FETCH_POLICY });
  return { points: data?.customer?.loyaltyPoints };
}
