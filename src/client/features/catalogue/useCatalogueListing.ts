// A taxonomy's listing page and filter options (the route loader warmed both), with "Načíst další"
// (the next page appended to the cached list, cache.ts) and "Od začátku" (the first page read again).
import { useApolloClient } from '@apollo/client';
import {
  CataloguePageDocument,
  useCatalogueFilterOptionsQuery,
  useCataloguePageQuery,
  type CatalogueFilterOptionsQuery,
  type CataloguePageQuery,
  type CataloguePageQueryVariables,
} from '../../../generated/graphql';
import { COMPONENT_FETCH_POLICY } from '../../apollo/cache-policies';
import type { PricesType } from '../../domain';
import { catalogueInputFor, filterOptionsInputFor } from './listingInput';
import type { ListingState } from './listingState';

export type CataloguePage = NonNullable<CataloguePageQuery['catalogue']>;

export interface UseCatalogueListing {
  page: CataloguePage | null;
  filterOptions: CatalogueFilterOptionsQuery | undefined;
  /** Appends the page after the cursor to the cached list. */
  loadMore(cursor: string): Promise<void>;
  /** Reads the first page again from the network, replacing a cached list that began at a cursor. */
  readFromStart(): Promise<void>;
}

export function useCatalogueListing(hash: string, state: ListingState, pricesType: PricesType): UseCatalogueListing {
  const client = useApolloClient();
  const input = catalogueInputFor(hash, state, pricesType);
  const { data, fetchMore } = useCataloguePageQuery({ variables: { input }, fetchPolicy: COMPONENT_FETCH_POLICY });
  const { data: filterOptions } = useCatalogueFilterOptionsQuery({
    variables: { input: filterOptionsInputFor(hash, state, pricesType) },
    fetchPolicy: COMPONENT_FETCH_POLICY,
  });

  const loadMore = async (cursor: string) => {
    await fetchMore({ variables: { input: { ...input, after: cursor } } });
  };

  const readFromStart = async () => {
    const start = catalogueInputFor(hash, { ...state, after: null }, pricesType);
    await client.query<CataloguePageQuery, CataloguePageQueryVariables>({ query: CataloguePageDocument, variables: { input: start }, fetchPolicy: 'network-only' });
  };

  return { page: data?.catalogue ?? null, filterOptions, loadMore, readFromStart };
}
