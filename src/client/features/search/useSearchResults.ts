// The search page's results (categories, brands, articles, products or suggestions) and filter
// options for the phrase in the URL; nothing, and no request, without a phrase. "Načíst další"
// appends the next page; "Od začátku" reads the first page into the cached list.
import { useCatalogueFilterOptionsQuery, useSearchResultsQuery, type CatalogueFilterOptionsQuery, type SearchResultsQuery } from '../../../generated/graphql';
import { COMPONENT_FETCH_POLICY } from '../../apollo/cache-policies';
import type { PricesType } from '../../domain';
import { searchFilterOptionsInputFor, searchInputFor, type SearchState } from './searchState';

export type SearchResults = NonNullable<SearchResultsQuery['searchResults']>;

export interface UseSearchResults {
  results: SearchResults | null;
  filterOptions: CatalogueFilterOptionsQuery | null;
  loadMore(cursor: string): Promise<void>;
  readFromStart(): Promise<void>;
}

export function useSearchResults(state: SearchState, pricesType: PricesType): UseSearchResults {
  const input = searchInputFor(state, pricesType);
  const { data, fetchMore } = useSearchResultsQuery({ variables: { input }, skip: !state.q, fetchPolicy: COMPONENT_FETCH_POLICY });
  const { data: options } = useCatalogueFilterOptionsQuery({
    variables: { input: searchFilterOptionsInputFor(state, pricesType) },
    skip: !state.q,
    fetchPolicy: COMPONENT_FETCH_POLICY,
  });

  const loadMore = async (cursor: string) => {
    await fetchMore({ variables: { input: { ...input, after: cursor } } });
  };
  const readFromStart = async () => {
    await fetchMore({ variables: { input: searchInputFor({ ...state, after: null }, pricesType) } });
  };

  return {
    results: state.q ? (data?.searchResults ?? null) : null,
    filterOptions: state.q ? (options ?? null) : null,
    loadMore,
    readFromStart,
  };
}
