// The visitor's comparison and recently-viewed sku lists, read from the Apollo cache (the root
// loader warms it for the server render, so the comparison bar renders the same on both sides).
// A visitor without a session has empty lists and causes no request: a session is only made
// when they first add something.
import type { ApolloCache } from '@apollo/client';
import { useVisitorListsQuery, VisitorListsDocument, type VisitorListsFieldsFragment, type VisitorListsQuery } from '../../../generated/graphql';
import { COMPONENT_FETCH_POLICY } from '../../apollo/cache-policies';
import { useSessionSnapshot } from '../../app-context';

export interface VisitorListsView {
  compare: readonly string[];
  recentlyViewed: readonly string[];
}

const EMPTY: VisitorListsView = { compare: [], recentlyViewed: [] };

export function useVisitorLists(): VisitorListsView {
  const { checkoutId } = useSessionSnapshot();
  const { data } = useVisitorListsQuery({ skip: !checkoutId, fetchPolicy: COMPONENT_FETCH_POLICY });
  return data?.visitorLists ?? EMPTY;
}

/**
 * A mutation answered with the lists object: make it THE visitorLists of the cache, so views that
 * never read the lists before (a fresh session) need no extra request.
 */
export function storeVisitorLists(cache: ApolloCache<unknown>, lists: VisitorListsFieldsFragment): void {
  cache.writeQuery<VisitorListsQuery>({ query: VisitorListsDocument, data: { visitorLists: lists } });
}
