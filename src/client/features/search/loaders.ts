import { redirect } from 'react-router-dom';
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
import type { RouteReader } from '../../route-data';
import { isNotFound, fromStart } from '../catalogue';
import { searchFilterOptionsInputFor, searchInputFor, searchStateFromSearch } from './searchState';

/**
 * Warms the results of /vyhledavani?q=…; an empty phrase asks nothing (the page invites typing).
 * A phrase that is exactly a product's code redirects to that product. A position (`after`) the
 * results cannot use — one of another sort, or a damaged link — shows them from the start
 * instead, as on a catalogue listing.
 */
export async function loadSearch(read: RouteReader, request: Request, pricesType: PricesType): Promise<SearchData> {
  const url = new URL(request.url);
  const state = searchStateFromSearch(url.search);
  if (state.q) {
    let exactMatchUrl: string | null | undefined;
    try {
      await Promise.all([
        read<SearchResultsQuery, SearchResultsQueryVariables>('catalogue', SearchResultsDocument, { input: searchInputFor(state, pricesType) }).then(({ data }) => {
          exactMatchUrl = data.searchResults?.exactMatchUrl;
        }),
        // Facets decorate the results: a failure leaves the filters without counts, not the page broken.
        read<CatalogueFilterOptionsQuery, CatalogueFilterOptionsQueryVariables>('catalogue', CatalogueFilterOptionsDocument, {
          input: searchFilterOptionsInputFor(state, pricesType),
        }).catch((error: unknown) => console.error(error)),
      ]);
    } catch (error) {
      if (!isNotFound(error)) throw error;
      if (state.after) throw redirect(fromStart(url));
      // A phrase the API refuses (too long) shows the empty results, not a 500.
    }
    if (exactMatchUrl) throw redirect(exactMatchUrl);
  }
  return { q: state.q };
}
