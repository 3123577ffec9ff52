import type { ReactNode } from 'react';
import { CATALOGUE_SORTS, productCountText, VIEW_MODES, type CatalogueSort, type ViewMode } from '../../domain';
import { listingMessages } from '../../texts/listing';
import { Select } from '../../ui/Field';
import { Icon } from '../../ui/Icon';
import { cx } from '../../ui/cx';

export type ListingSort = CatalogueSort | 'RELEVANCE';

export interface ListingToolbarProps {
  sort: ListingSort;
  view: ViewMode;
  totalCount: number | null;
  onSort(sort: ListingSort): void;
  onView(view: ViewMode): void;
  /** The search page offers relevance as well. */
  sorts?: readonly ListingSort[];
  /** Opens the filter drawer (phones and tablets; desktops show the filters beside the list). */
  filtersButton?: ReactNode;
}

function isListingSort(value: string, sorts: readonly ListingSort[]): value is ListingSort {
  return sorts.some((s) => s === value);
}

/**
 * The 11 sorts as a select, the CARDS/ROWS switch as two pressed-state buttons, and the count;
 * on phones "Filtry" and the sort share one row, the count and the switch the next.
 */
export function ListingToolbar({ sort, view, totalCount, onSort, onView, sorts = CATALOGUE_SORTS, filtersButton }: ListingToolbarProps) {
  return (
    <div className="listing-toolbar" data-testid="listing-toolbar">
      {filtersButton ? <div className="listing-toolbar__filters">{filtersButton}</div> : null}
      {totalCount !== null ? (
        <p className="listing-toolbar__count" data-testid="listing-count">
          {listingMessages.count}: {productCountText(totalCount)}
        </p>
      ) : null}
      <Select
        className="listing-toolbar__sort"
        label={listingMessages.sort}
        name="sort"
        value={sort}
        data-testid="listing-sort"
        options={sorts.map((value) => ({ value, label: listingMessages.sorts[value] }))}
        onChange={(event) => {
          const value = event.target.value;
          if (isListingSort(value, sorts)) onSort(value);
        }}
      />
      <div className="view-toggle" role="group" aria-label={listingMessages.view}>
        {VIEW_MODES.map((mode) => (
          <button
            key={mode}
            type="button"
            className={cx('view-toggle__button', mode === view && 'view-toggle__button--active')}
            aria-pressed={mode === view}
            data-testid={`view-${mode}`}
            onClick={() => {
              if (mode !== view) onView(mode);
            }}
          >
            <Icon name={mode === 'ROWS' ? 'rows' : 'grid'} size={16} />
            <span className="view-toggle__label">{listingMessages.viewModes[mode]}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
