import {
  CatalogueFilterOptionsDocument,
  SearchResultsDocument,
  type CatalogueFilterOptionsQuery,
  type CatalogueFilterOptionsQueryVariables,
  type SearchResultsQuery,
  type SearchResultsQueryVariables,
} from '../../../generated/graphql';
import type { PricesType } from '../../domain';
import type { SearchData } from '../../route-data';
import { isNotFound, type RouteReader } from '../catalogue/loaders';
import { searchFilterOptionsInputFor, searchInputFor, searchStateFromSearch } from './searchState';

/** Warms the results of /vyhledavani?q=…; an empty phrase asks nothing (the page invites typing). */
export async function loadSearch(read: RouteReader, request: Request, pricesType: PricesType): Promise<SearchData> {
  const state = searchStateFromSearch(new URL(request.url).search);
  if (state.q) {
    try {
      await Promise.all([
        read<SearchResultsQuery, SearchResultsQueryVariables>('catalogue', SearchResultsDocument, { input: searchInputFor(state, pricesType) }),
        // Facets decorate the results: a failure leaves the filters without counts, not the page broken.
        read<CatalogueFilterOptionsQuery, CatalogueFilterOptionsQueryVariables>('catalogue', CatalogueFilterOptionsDocument, {
          input: searchFilterOptionsInputFor(state, pricesType),
        }).catch((error: unknown) => console.error(error)),
      ]);
    } catch (error) {
      // A phrase the API refuses (too long) or a broken cursor shows the empty results, not a 500.
      if (!isNotFound(error)) throw error;
    }
  }
  return { q: state.q };
}
