// Loader helpers for the visitor lists: the server render reads them only for a visitor with a
// session (anyone else has empty lists, and asking would create nothing but a request).
import type { ApolloQueryResult } from '@apollo/client';
import {
  CompareProductsDocument,
  RecentlyViewedProductsDocument,
  VisitorListsDocument,
  type CompareProductsQuery,
  type RecentlyViewedProductsQuery,
  type RecentlyViewedProductsQueryVariables,
  type VisitorListsQuery,
} from '../../../generated/graphql';
import { LOADER_POLICIES } from '../../apollo/cache-policies';
import type { AppApolloClient } from '../../apollo/client';
import type { Session } from '../../apollo/session';
import { RECENTLY_VIEWED_LIMIT } from '../../domain';
import type { RouteReader } from '../../route-data';

async function quietly<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    // The lists decorate pages; a failure must not take the page down.
    console.error(error);
    return null;
  }
}

export function loadVisitorLists(read: RouteReader, session: Session): Promise<ApolloQueryResult<VisitorListsQuery> | null> {
  if (!session.getSnapshot().checkoutId) return Promise.resolve(null);
  return quietly(read<VisitorListsQuery, Record<string, never>>('visitorLists', VisitorListsDocument, {}));
}

export function loadRecentlyViewed(read: RouteReader, session: Session): Promise<ApolloQueryResult<RecentlyViewedProductsQuery> | null> {
  if (!session.getSnapshot().checkoutId) return Promise.resolve(null);
  return quietly(
    read<RecentlyViewedProductsQuery, RecentlyViewedProductsQueryVariables>('visitorLists', RecentlyViewedProductsDocument, {
      first: RECENTLY_VIEWED_LIMIT,
    }),
  );
}

/** The comparison page always reads afresh: products added elsewhere must show. */
export async function loadCompareProducts(client: AppApolloClient, session: Session): Promise<null> {
  if (!session.getSnapshot().checkoutId) return null;
  await quietly(client.query<CompareProductsQuery>({ query: CompareProductsDocument, fetchPolicy: LOADER_POLICIES.compareProducts }));
  return null;
}
