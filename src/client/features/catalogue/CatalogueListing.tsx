// A taxonomy's listing (category, manufacturer or preview listing): reads the listing state from
// the URL, the page and filter options from the cache (the route loader warmed both), and turns
// every change into a new URL, so reload and shared links show the same filters, sort and position.
import { useLocation, useNavigate, useNavigation } from 'react-router-dom';
import { usePricesType } from '../../app-context';
import { isCatalogueSort, productCountText } from '../../domain';
import { listingMessages } from '../../texts/listing';
import { PageMeta } from '../../ui/PageMeta';
import { PageTitle } from '../../ui/PageTitle';
import { ListingView } from './ListingView';
import { catalogueStateFromSearch, listingCanonicalUrl, listingUrl, withFilter, withSort, withView, type ListingState, type ListingTarget } from './listingState';
import { useCatalogueListing } from './useCatalogueListing';

/** What the listing's page says about itself in <head>: its name (title with the product count) and description. */
export interface ListingHead {
  name: string;
  description?: string | null;
}

export function CatalogueListing({ target, emptyText, head }: { target: ListingTarget; emptyText?: string; head: ListingHead }) {
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const pricesType = usePricesType();
  const state = catalogueStateFromSearch(location.search);
  // While a new filter, sort or view loads, the controls already show it (the list stays busy).
  const pending = navigation.location?.pathname === location.pathname ? catalogueStateFromSearch(navigation.location.search) : null;
  const shown = pending ?? state;
  const { page, filterOptions: options, loadMore, readFromStart } = useCatalogueListing(target.hash, state, pricesType);

  const go = (next: ListingState, replace = false) => {
    void navigate(listingUrl(target, next), { replace, preventScrollReset: true });
  };

  const cursor = page?.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
  const totalCount = page?.totalCount ?? null;
  return (
    <>
      <PageTitle name={totalCount !== null ? `${head.name} (${productCountText(totalCount)})` : head.name} />
      <PageMeta
        canonical={listingCanonicalUrl(location.pathname, state)}
        description={head.description || (totalCount !== null ? `${head.name}: ${productCountText(totalCount)} ${listingMessages.metaDescriptionTail}` : null)}
      />
      <ListingView
      items={page?.items ?? []}
      totalCount={page?.totalCount ?? null}
      hasNextPage={Boolean(cursor)}
      nextPageUrl={cursor ? listingUrl(target, { ...state, after: cursor }) : null}
      filter={shown.filter}
      sort={shown.sort}
      view={shown.view}
      // Only a list that really begins later (a reload after "Načíst další") says so; after
      // load-more (and Back to it) the cached list still starts at the first product.
      continued={Boolean(page?.startsAfter)}
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
        await loadMore(cursor);
        go({ ...state, after: cursor }, true);
      }}
      onFromStart={() => {
        // The cached list began at the cursor: read the first page again, replacing it.
        void readFromStart()
          .then(() => go({ ...state, after: null }))
          .catch((error: unknown) => console.error(error));
      }}
      />
    </>
  );
}
