// A taxonomy's listing (category, manufacturer or preview listing): reads the listing state from
// the URL, the page and filter options from the cache (the route loader warmed both), and turns
// every change into a new URL, so reload and shared links show the same filters, sort and position.
import { useApolloClient } from '@apollo/client';
import { useLocation, useNavigate, useNavigation } from 'react-router-dom';
import {
  CataloguePageDocument,
  useCatalogueFilterOptionsQuery,
  useCataloguePageQuery,
  type CataloguePageQuery,
  type CataloguePageQueryVariables,
} from '../../../generated/graphql';
import { COMPONENT_FETCH_POLICY } from '../../apollo/cache-policies';
import { usePricesType } from '../../app-context';
import { isCatalogueSort } from '../../domain';
import { ListingView } from './ListingView';
import { catalogueInputFor, filterOptionsInputFor } from './loaders';
import { listingStateFromSearch, listingUrl, withFilter, withSort, withView, type ListingState, type ListingTarget } from './listingState';

export function CatalogueListing({ target, emptyText }: { target: ListingTarget; emptyText?: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const client = useApolloClient();
  const pricesType = usePricesType();
  const state = listingStateFromSearch(location.search);
  // While a new filter, sort or view loads, the controls already show it (the list stays busy).
  const pending = navigation.location?.pathname === location.pathname ? listingStateFromSearch(navigation.location.search) : null;
  const shown = pending ?? state;
  const input = catalogueInputFor(target.hash, state, pricesType);
  const { data, fetchMore } = useCataloguePageQuery({ variables: { input }, fetchPolicy: COMPONENT_FETCH_POLICY });
  const { data: options } = useCatalogueFilterOptionsQuery({
    variables: { input: filterOptionsInputFor(target.hash, state, pricesType) },
    fetchPolicy: COMPONENT_FETCH_POLICY,
  });
  const page = data?.catalogue;

  const go = (next: ListingState, replace = false) => {
    void navigate(listingUrl(target, next), { replace, preventScrollReset: true });
  };

  return (
    <ListingView
      items={page?.items ?? []}
      totalCount={page?.totalCount ?? null}
      hasNextPage={Boolean(page?.pageInfo.hasNextPage && page.pageInfo.endCursor)}
      filter={shown.filter}
      sort={shown.sort}
      view={shown.view}
      continued={state.after !== null}
      filterOptions={options}
      pricesType={pricesType}
      busy={navigation.state === 'loading'}
      emptyText={emptyText}
      onFilter={(filter) => go(withFilter(shown, filter))}
      onSort={(sort) => {
        if (isCatalogueSort(sort)) go(withSort(shown, sort));
      }}
      onView={(view) => go(withView(shown, view), true)}
      onLoadMore={async () => {
        const cursor = page?.pageInfo.endCursor;
        if (!cursor) return;
        // The next page is appended to the cached list (cache.ts), then the URL remembers the
        // position; the loader that follows finds everything in the cache.
        await fetchMore({ variables: { input: { ...input, after: cursor } } });
        go({ ...state, after: cursor }, true);
      }}
      onFromStart={() => {
        const start = catalogueInputFor(target.hash, { ...state, after: null }, pricesType);
        // The cached list began at the cursor: read the first page again, replacing it.
        void client
          .query<CataloguePageQuery, CataloguePageQueryVariables>({ query: CataloguePageDocument, variables: { input: start }, fetchPolicy: 'network-only' })
          .then(() => go({ ...state, after: null }))
          .catch((error: unknown) => console.error(error));
      }}
    />
  );
}
