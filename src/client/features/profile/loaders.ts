// Route loaders of the profile area (first chunk). Every profile page needs login: a logged-out
// visit (or a session the server no longer counts as logged in) is redirected to the login
// dialog with the way back (?prihlaseni=/profil/…), in the server render as a 302.
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { PROFILE_PAGE_SIZE, loginUrl } from '../../domain';
import {
  CustomerDocument,
  CustomerInvoiceDocument,
  CustomerInvoicesDocument,
  CustomerLoyaltyDocument,
  CustomerOrderDocument,
  CustomerOrdersDocument,
  ShoppingListsDocument,
  type CustomerInvoiceQuery,
  type CustomerInvoiceQueryVariables,
  type CustomerInvoicesQuery,
  type CustomerInvoicesQueryVariables,
  type CustomerLoyaltyQuery,
  type CustomerLoyaltyQueryVariables,
  type CustomerOrderQuery,
  type CustomerOrderQueryVariables,
  type CustomerOrdersQuery,
  type CustomerOrdersQueryVariables,
  type CustomerQuery,
  type ShoppingListsQuery,
} from '../../../generated/graphql';
import { LOADER_POLICIES } from '../../apollo/cache-policies';
import type { AppApolloClient } from '../../apollo/client';
import type { Session } from '../../apollo/session';
import { notFound } from '../../route-data';

/** Query parameter of the profile lists' page number. */
export const PAGE_PARAM = 'strana';
export const DASHBOARD_ORDERS = 5;
export const LOYALTY_PAGE_SIZE = 20;

export interface PageData {
  page: number;
  pageSize: number;
}

export function pageOf(request: Request, pageSize: number): PageData {
  const raw = Number(new URL(request.url).searchParams.get(PAGE_PARAM) ?? '1');
  return { page: Number.isInteger(raw) && raw > 0 && raw < 100_000 ? raw : 1, pageSize };
}

/** Reads the customer once per page load (cache-first; mutations keep it current). */
export async function loadCustomer(client: AppApolloClient, session: Session): Promise<void> {
  if (!session.getSnapshot().customer) return;
  try {
    await client.query<CustomerQuery>({ query: CustomerDocument });
  } catch (error) {
    // The header shows the account without the orders count; profile pages check again.
    console.error(error);
  }
}

export function profileGuardLoader(client: AppApolloClient, session: Session) {
  return async ({ request }: Pick<LoaderFunctionArgs, 'request'>): Promise<null> => {
    const url = new URL(request.url);
    const back = `${url.pathname}${url.search}`;
    if (!session.getSnapshot().customer) throw redirect(loginUrl(back));
    const { data } = await client.query<CustomerQuery>({ query: CustomerDocument });
    if (!data.customer) throw redirect(loginUrl(back));
    return null;
  };
}

export function dashboardLoader(client: AppApolloClient) {
  return async (): Promise<null> => {
    await Promise.all([
      client.query<CustomerOrdersQuery, CustomerOrdersQueryVariables>({
        query: CustomerOrdersDocument,
        variables: { page: 1, pageSize: DASHBOARD_ORDERS },
        fetchPolicy: LOADER_POLICIES.customerOrders,
      }),
      client.query<ShoppingListsQuery>({ query: ShoppingListsDocument, fetchPolicy: LOADER_POLICIES.shoppingLists }),
    ]);
    return null;
  };
}

export function ordersLoader(client: AppApolloClient) {
  return async ({ request }: Pick<LoaderFunctionArgs, 'request'>): Promise<PageData> => {
    const paging = pageOf(request, PROFILE_PAGE_SIZE);
    await client.query<CustomerOrdersQuery, CustomerOrdersQueryVariables>({ query: CustomerOrdersDocument, variables: paging, fetchPolicy: LOADER_POLICIES.customerOrders });
    return paging;
  };
}

export function orderLoader(client: AppApolloClient) {
  return async ({ params }: Pick<LoaderFunctionArgs, 'params'>): Promise<{ orderNumber: string }> => {
    const orderNumber = (params.orderNumber ?? '').trim();
    if (!orderNumber || orderNumber.length > 64) throw notFound();
    const { data } = await client.query<CustomerOrderQuery, CustomerOrderQueryVariables>({
      query: CustomerOrderDocument,
      variables: { orderNumber },
      fetchPolicy: LOADER_POLICIES.customerOrder,
    });
    // Another customer's order reads exactly like a missing one.
    if (!data.customerOrder) throw notFound();
    return { orderNumber };
  };
}

export function invoicesLoader(client: AppApolloClient) {
  return async ({ request }: Pick<LoaderFunctionArgs, 'request'>): Promise<PageData> => {
    const paging = pageOf(request, PROFILE_PAGE_SIZE);
    await client.query<CustomerInvoicesQuery, CustomerInvoicesQueryVariables>({ query: CustomerInvoicesDocument, variables: paging, fetchPolicy: LOADER_POLICIES.customerInvoices });
    return paging;
  };
}

export function invoiceLoader(client: AppApolloClient) {
  return async ({ params }: Pick<LoaderFunctionArgs, 'params'>): Promise<{ invoiceNumber: string }> => {
    const invoiceNumber = (params.invoiceNumber ?? '').trim();
    if (!invoiceNumber || invoiceNumber.length > 64) throw notFound();
    const { data } = await client.query<CustomerInvoiceQuery, CustomerInvoiceQueryVariables>({
      query: CustomerInvoiceDocument,
      variables: { invoiceNumber },
      fetchPolicy: LOADER_POLICIES.customerInvoice,
    });
    if (!data.customerInvoice) throw notFound();
    return { invoiceNumber };
  };
}

export function loyaltyLoader(client: AppApolloClient) {
  return async ({ request }: Pick<LoaderFunctionArgs, 'request'>): Promise<PageData> => {
    const paging = pageOf(request, LOYALTY_PAGE_SIZE);
    await client.query<CustomerLoyaltyQuery, CustomerLoyaltyQueryVariables>({ query: CustomerLoyaltyDocument, variables: paging, fetchPolicy: LOADER_POLICIES.customerLoyalty });
    return paging;
  };
}

/** How many of the latest movements /klub/body shows (the profile page has them all). */
export const CLUB_LEDGER_SIZE = 5;
export const CLUB_LEDGER_PAGING: PageData = { page: 1, pageSize: CLUB_LEDGER_SIZE };

/** /klub/body: a logged-in customer's latest movements, read before the render (none for a visitor). */
export function clubPointsLoader(client: AppApolloClient, session: Session) {
  return async (): Promise<null> => {
    if (!session.getSnapshot().customer) return null;
    try {
      await client.query<CustomerLoyaltyQuery, CustomerLoyaltyQueryVariables>({ query: CustomerLoyaltyDocument, variables: CLUB_LEDGER_PAGING, fetchPolicy: LOADER_POLICIES.customerLoyalty });
    } catch (error) {
      // The page still renders; the ledger component shows its own loading state and retries.
      console.error(error);
    }
    return null;
  };
}
