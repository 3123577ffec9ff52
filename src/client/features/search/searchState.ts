// The search page's URL: q, then the listing parameters of a catalogue page; its default sort is
// relevance (left out of the URL), so every catalogue sort is written out, NAME_ASC included.
import type { FilterOptionsInput, SearchInput } from '../../../generated/graphql';
import { isCatalogueSort, type PricesType } from '../../domain';
import { CATALOGUE_PAGE_SIZE } from '../../route-data';
import type { ListingSort } from '../catalogue/ListingToolbar';
import { filterOptionsInputFor, toFilterInput } from '../catalogue/loaders';
import { AFTER_PARAM, FILTER_PARAM, filterToJson, listingStateFromSearch, SORT_PARAM, VIEW_PARAM, type ListingState } from '../catalogue/listingState';
import { DEFAULT_CATALOGUE_HASH, DEFAULT_VIEW_MODE } from '../../domain';

export const SEARCH_PATH = '/vyhledavani';
export const RELEVANCE = 'RELEVANCE';

export interface SearchState extends Omit<ListingState, 'sort'> {
  q: string;
  sort: ListingSort;
}

export function searchStateFromSearch(search: string): SearchState {
  const query = new URLSearchParams(search);
  const sort = query.get(SORT_PARAM) ?? '';
  return { ...listingStateFromSearch(search), q: query.get('q')?.trim() ?? '', sort: isCatalogueSort(sort) ? sort : RELEVANCE };
}

export function searchStateUrl(state: SearchState): string {
  const query = new URLSearchParams();
  query.set('q', state.q);
  if (state.after) query.set(AFTER_PARAM, state.after);
  const filter = filterToJson(state.filter);
  if (filter !== undefined) query.set(FILTER_PARAM, JSON.stringify(filter));
  if (state.sort !== RELEVANCE) query.set(SORT_PARAM, state.sort);
  if (state.view !== DEFAULT_VIEW_MODE) query.set(VIEW_PARAM, state.view);
  return `${SEARCH_PATH}?${query.toString()}`;
}

/** The POST /api/search body; relevance (the server's default) and an empty filter are left out. */
export function searchInputFor(state: SearchState, pricesType: PricesType): SearchInput {
  const input: SearchInput = { q: state.q, first: CATALOGUE_PAGE_SIZE };
  const filter = toFilterInput(state.filter, pricesType);
  if (filter) input.filter = filter;
  if (state.sort !== RELEVANCE) input.sort = state.sort;
  if (state.after) input.after = state.after;
  return input;
}

/** Facets of a search: the whole catalogue narrowed by the phrase and the active filters. */
export function searchFilterOptionsInputFor(state: SearchState, pricesType: PricesType): FilterOptionsInput {
  return { ...filterOptionsInputFor(DEFAULT_CATALOGUE_HASH, { ...state, sort: 'NAME_ASC' }, pricesType), q: state.q };
}
