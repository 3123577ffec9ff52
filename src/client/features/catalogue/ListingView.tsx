// One listing as catalogue, manufacturer and search pages show it: filters beside the results,
// the toolbar (count, sort, view mode) above them, "Načíst další" below, empty states.
// Presentational: the container pages own the queries and turn state changes into URLs.
import { useState } from 'react';
import type { CatalogueFilterOptionsQuery, ProductCardFieldsFragment } from '../../../generated/graphql';
import type { PricesType, ViewMode } from '../../domain';
import { messages } from '../../messages';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { cx } from '../../ui/cx';
import { FilterPanel } from './FilterPanel';
import { ListingToolbar, type ListingSort } from './ListingToolbar';
import { ProductGrid } from './ProductCard';
import { isFilterEmpty, type ListingFilter } from './listingState';

export interface ListingViewProps {
  items: readonly ProductCardFieldsFragment[];
  totalCount: number | null;
  hasNextPage: boolean;
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
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtered = !isFilterEmpty(filter);

  return (
    <div className={cx('listing', filtersOpen && 'listing--filters-open')} data-testid="listing">
      <aside className="listing__filters" id="listing-filters">
        <FilterPanel options={props.filterOptions} filter={filter} pricesType={props.pricesType} onChange={props.onFilter} />
      </aside>
      <div className="listing__main" aria-busy={busy || undefined}>
        <Button
          size="sm"
          className="listing__filters-toggle"
          aria-expanded={filtersOpen}
          aria-controls="listing-filters"
          onClick={() => setFiltersOpen((open) => !open)}
        >
          {filtersOpen ? messages.listing.hideFilters : messages.listing.showFilters}
        </Button>
        <ListingToolbar sort={sort} view={view} totalCount={totalCount} onSort={props.onSort} onView={props.onView} sorts={props.sorts} />
        {continued ? (
          <p className="listing__continued">
            {messages.listing.continued}{' '}
            <Button size="sm" variant="ghost" onClick={props.onFromStart} data-testid="listing-from-start">
              {messages.listing.fromStart}
            </Button>
          </p>
        ) : null}
        {items.length > 0 ? (
          <ProductGrid products={items} view={view} />
        ) : filtered ? (
          <EmptyState
            title={messages.listing.emptyFiltered}
            action={
              <Button size="sm" onClick={() => props.onFilter({})}>
                {messages.listing.clearFilters}
              </Button>
            }
          >
            {messages.listing.emptyFilteredHint}
          </EmptyState>
        ) : (
          <EmptyState title={props.emptyText ?? messages.listing.emptyCategory} />
        )}
        {hasNextPage ? (
          <p className="load-more">
            <Button
              variant="primary"
              loading={loadingMore}
              data-testid="load-more"
              onClick={() => {
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
              {messages.catalogue.loadMore}
            </Button>
          </p>
        ) : null}
        {loadFailed ? (
          <p role="alert" className="listing__error">
            {messages.listing.loadFailed}
          </p>
        ) : null}
      </div>
    </div>
  );
}
