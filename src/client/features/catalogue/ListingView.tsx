// One listing as catalogue, manufacturer and search pages show it: filters beside the results
// (on phones and tablets in a drawer that ends with "Zobrazit N produktů"), the toolbar (count,
// sort, view mode) above them, "Načíst další" below, empty states.
// Presentational: the container pages own the queries and turn state changes into URLs.
import { useCallback, useEffect, useState } from 'react';
import type { CatalogueFilterOptionsQuery, ProductCardFieldsFragment } from '../../../generated/graphql';
import { BREAKPOINTS, productCountText, type PricesType, type ViewMode } from '../../domain';
import { messages } from '../../messages';
import { listingMessages } from '../../texts/listing';
import { Link } from 'react-router-dom';
import { Button, buttonClass } from '../../ui/Button';
import { cx } from '../../ui/cx';
import { Dialog } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';
import { Icon } from '../../ui/Icon';
import { FilterPanel } from './FilterPanel';
import { ListingToolbar, type ListingSort } from './ListingToolbar';
import { ProductGrid } from './ProductCard';
import { activeFilterCount, isFilterEmpty, type ListingFilter } from './listingState';

/** Where the filters stand beside the results; below it they open in the drawer. */
const DESKTOP_QUERY = `(min-width: ${BREAKPOINTS.tabletMax + 1}px)`;

/** The drawer's button: "Zobrazit 80 produktů" (before the count is known: "Zobrazit produkty"). */
export function showResultsText(totalCount: number | null): string {
  return `${listingMessages.showResults} ${totalCount !== null ? productCountText(totalCount) : listingMessages.products.toLowerCase()}`;
}

/** Closes the drawer when the window grows to where the filters stand beside the results. */
function useCloseOnDesktop(open: boolean, close: () => void): void {
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => {
      if (query.matches) close();
    };
    onChange();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [open, close]);
}

export interface ListingViewProps {
  items: readonly ProductCardFieldsFragment[];
  totalCount: number | null;
  hasNextPage: boolean;
  /**
   * The address of the listing after its last product (`?after=`): "Načíst další" is a real link
   * to it, so crawlers and a click without script reach the next products; with script the
   * products are appended in place instead.
   */
  nextPageUrl: string | null;
  filter: ListingFilter;
  sort: ListingSort;
  view: ViewMode;
  /** The listing starts after a cursor from the URL (a reload after "Načíst další"). */
  continued: boolean;
  filterOptions: CatalogueFilterOptionsQuery | null | undefined;
  pricesType: PricesType;
  /** A navigation (new filter or sort) is loading. */
  busy?: boolean;
  emptyText?: string;
  sorts?: readonly ListingSort[];
  onFilter(filter: ListingFilter): void;
  onSort(sort: ListingSort): void;
  onView(view: ViewMode): void;
  onLoadMore(): Promise<void>;
  onFromStart(): void;
}

export function ListingView(props: ListingViewProps) {
  const { items, totalCount, hasNextPage, filter, sort, view, continued, busy = false } = props;
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const filtered = !isFilterEmpty(filter);
  const active = activeFilterCount(filter);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  useCloseOnDesktop(drawerOpen, closeDrawer);

  const filtersButton = (
    <Button
      size="sm"
      className="listing__filters-toggle"
      icon={<Icon name="filter" size={18} />}
      aria-haspopup="dialog"
      aria-expanded={drawerOpen}
      data-testid="filters-open"
      onClick={() => setDrawerOpen(true)}
    >
      {listingMessages.filters}
      {active > 0 ? (
        <span className="listing__filters-count">
          <span className="visually-hidden">{' ('}</span>
          {active}
          <span className="visually-hidden"> {listingMessages.activeFilterCount})</span>
        </span>
      ) : null}
    </Button>
  );

  return (
    <div className="listing" data-testid="listing">
      <aside className="listing__filters" id="listing-filters">
        <FilterPanel options={props.filterOptions} filter={filter} pricesType={props.pricesType} onChange={props.onFilter} />
      </aside>
      <Dialog
        open={drawerOpen}
        onOpenChange={setDrawerOpen}
        title={listingMessages.filters}
        variant="drawer"
        className="filter-drawer"
        footer={
          <Button variant="primary" size="lg" block aria-busy={busy || undefined} data-testid="filters-show" onClick={() => setDrawerOpen(false)}>
            {showResultsText(totalCount)}
          </Button>
        }
      >
        <FilterPanel options={props.filterOptions} filter={filter} pricesType={props.pricesType} onChange={props.onFilter} title={false} />
      </Dialog>
      <div className="listing__main" aria-busy={busy || undefined}>
        <ListingToolbar
          sort={sort}
          view={view}
          totalCount={totalCount}
          onSort={props.onSort}
          onView={props.onView}
          sorts={props.sorts}
          filtersButton={filtersButton}
        />
        {continued ? (
          <p className="listing__continued">
            {listingMessages.continued}{' '}
            <Button size="sm" variant="ghost" onClick={props.onFromStart} data-testid="listing-from-start">
              {listingMessages.fromStart}
            </Button>
          </p>
        ) : null}
        {/* The cards' names are h3: under "Produkty", not under the filters' h2. */}
        <h2 className="visually-hidden">{listingMessages.products}</h2>
        {items.length > 0 ? (
          <ProductGrid products={items} view={view} />
        ) : filtered ? (
          <EmptyState
            title={listingMessages.emptyFiltered}
            action={
              <Button size="sm" onClick={() => props.onFilter({})}>
                {listingMessages.clearFilters}
              </Button>
            }
          >
            {listingMessages.emptyFilteredHint}
          </EmptyState>
        ) : (
          <EmptyState title={props.emptyText ?? listingMessages.emptyCategory} />
        )}
        {hasNextPage && props.nextPageUrl ? (
          <p className="load-more">
            <Link
              to={props.nextPageUrl}
              preventScrollReset
              className={buttonClass('primary', 'md', cx(loadingMore && 'button--loading'))}
              aria-busy={loadingMore || undefined}
              aria-disabled={loadingMore || busy || undefined}
              data-testid="load-more"
              onClick={(event) => {
                // A new tab or window (modifier keys, middle button) opens the link itself.
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                // While a new filter or sort loads, the shown products are the old listing's:
                // more of them would replace the new address with the old listing's next page.
                if (loadingMore || busy) return;
                setLoadingMore(true);
                setLoadFailed(false);
                props
                  .onLoadMore()
                  .catch((error: unknown) => {
                    console.error(error);
                    setLoadFailed(true);
                  })
                  .finally(() => setLoadingMore(false));
              }}
            >
              {loadingMore ? <span className="button__spinner" aria-hidden="true" /> : null}
              {messages.catalogue.loadMore}
            </Link>
          </p>
        ) : null}
        {loadFailed ? (
          <p role="alert" className="listing__error">
            {listingMessages.loadFailed}
          </p>
        ) : null}
      </div>
    </div>
  );
}
