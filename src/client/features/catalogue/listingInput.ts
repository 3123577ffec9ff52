// The API inputs of a listing, built from its URL state: the header's search box (entry chunk)
// uses them too, so they live apart from the route loaders and their documents (loaders.ts).
import type { CatalogueFilterInput, CatalogueInput, FilterOptionsInput } from '../../../generated/graphql';
import { DEFAULT_CATALOGUE_SORT, type PricesType } from '../../domain';
import { CATALOGUE_PAGE_SIZE } from '../../route-data';
import { filterPricesWithoutTax, isFilterEmpty, type ListingFilter, type ListingState } from './listingState';

/** The API filter for a URL filter; undefined when nothing is filtered (one cache key for "no filter"). */
export function toFilterInput(filter: ListingFilter, pricesType: PricesType): CatalogueFilterInput | undefined {
  if (isFilterEmpty(filter)) return undefined;
  const input: CatalogueFilterInput = {};
  if (filter.priceFrom !== undefined) input.priceFrom = filter.priceFrom;
  if (filter.priceTo !== undefined) input.priceTo = filter.priceTo;
  if ((filter.priceFrom !== undefined || filter.priceTo !== undefined) && filterPricesWithoutTax(pricesType)) {
    input.priceWithoutTax = true;
  }
  if (filter.inStock) input.inStock = true;
  if (filter.manufacturers?.length) input.manufacturers = filter.manufacturers;
  if (filter.parameters?.length) input.parameters = filter.parameters.map((p) => ({ code: p.code, values: p.values }));
  if (filter.parameterRanges?.length) {
    input.parameterRanges = filter.parameterRanges.map((r) => ({ code: r.code, from: r.from ?? null, to: r.to ?? null }));
  }
  return input;
}

/**
 * The catalogue request of a listing. The default sort and an empty filter are left out, so the
 * home page's plain listing and an unfiltered category page share one cached list.
 */
export function catalogueInputFor(hash: string, state: ListingState, pricesType: PricesType): CatalogueInput {
  const input: CatalogueInput = { hash, first: CATALOGUE_PAGE_SIZE };
  const filter = toFilterInput(state.filter, pricesType);
  if (filter) input.filter = filter;
  if (state.sort !== DEFAULT_CATALOGUE_SORT) input.sort = state.sort;
  if (state.after) input.after = state.after;
  return input;
}

export function filterOptionsInputFor(hash: string, state: ListingState, pricesType: PricesType): FilterOptionsInput {
  const input: FilterOptionsInput = { hash };
  const filter = toFilterInput(state.filter, pricesType);
  if (filter) input.filter = filter;
  return input;
}
