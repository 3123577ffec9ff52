import { SearchResultsDocument, type SearchResultsQuery, type SearchResultsQueryVariables } from '../../../generated/graphql';
import type { PricesType } from '../../domain';
import type { SearchData } from '../../route-data';
import { isNotFound, type RouteReader } from '../catalogue/loaders';
import { searchInputFor, searchStateFromSearch } from './searchState';

/** Warms the results of /vyhledavani?q=…; an empty phrase asks nothing (the page invites typing). */
export async function loadSearch(read: RouteReader, request: Request, pricesType: PricesType): Promise<SearchData> {
  const state = searchStateFromSearch(new URL(request.url).search);
  if (state.q) {
    try {
      await read<SearchResultsQuery, SearchResultsQueryVariables>('catalogue', SearchResultsDocument, { input: searchInputFor(state, pricesType) });
    } catch (error) {
      // A phrase the API refuses (too long) or a broken cursor shows the empty results, not a 500.
      if (!isNotFound(error)) throw error;
    }
  }
  return { q: state.q };
}
