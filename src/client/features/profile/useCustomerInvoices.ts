// The logged-in customer's invoices from the cache the route loaders warmed: a page of the
// list and one invoice's detail.
import {
  useCustomerInvoiceQuery,
  useCustomerInvoicesQuery,
  type CustomerInvoiceQuery,
  type CustomerInvoicesQuery,
  type CustomerInvoicesQueryVariables,
} from '../../../generated/graphql';
import { COMPONENT_FETCH_POLICY } from '../../apollo/cache-policies';

export type CustomerInvoicesPage = CustomerInvoicesQuery['customerInvoices'];
export type CustomerInvoiceDetail = NonNullable<CustomerInvoiceQuery['customerInvoice']>;

export interface UseCustomerInvoices {
  list: CustomerInvoicesPage | null;
  loading: boolean;
}

export function useCustomerInvoices(paging: CustomerInvoicesQueryVariables): UseCustomerInvoices {
  const { data, loading } = useCustomerInvoicesQuery({ variables: paging, fetchPolicy: COMPONENT_FETCH_POLICY });
  return { list: data?.customerInvoices ?? null, loading };
}

export function useCustomerInvoice(invoiceNumber: string): { invoice: CustomerInvoiceDetail | null } {
  const { data } = useCustomerInvoiceQuery({ variables: { invoiceNumber }, fetchPolicy: COMPONENT_FETCH_POLICY });
  return { invoice: data?.customerInvoice ?? null };
}
