// The search page's URL: q, then the listing parameters of a catalogue page; its default sort is
// relevance (left out of the URL), so every catalogue sort is written out, NAME_ASC included.
import type { FilterOptionsInput, SearchInput } from '../../../generated/graphql';
import { isCatalogueSort, trimSearchQuery, type PricesType } from '../../domain';
import { CATALOGUE_PAGE_SIZE } from '../../route-data';
import { type ListingSort, filterOptionsInputFor, toFilterInput } from '../catalogue';
import {
  AFTER_PARAM,
  FILTER_PARAM,
  filterToJson,
  listingStateFromSearch,
  SORT_PARAM,
  VIEW_PARAM,
  withExtraParams,
  type ListingState,
} from '../catalogue';
import { DEFAULT_CATALOGUE_HASH, DEFAULT_VIEW_MODE } from '../../domain';

export const SEARCH_PATH = '/vyhledavani';
export const RELEVANCE = 'RELEVANCE';
const QUERY_PARAM = 'q';

export interface SearchState extends Omit<ListingState, 'sort'> {
  q: string;
  sort: ListingSort;
}

/** The search page's state; the URL's other parameters (utm_*…) are kept as `extra`, as on a catalogue listing. */
export function searchStateFromSearch(search: string): SearchState {
  const query = new URLSearchParams(search);
  const sort = query.get(SORT_PARAM) ?? '';
  const state: SearchState = { ...listingStateFromSearch(search), q: trimSearchQuery(query.get(QUERY_PARAM) ?? ''), sort: isCatalogueSort(sort) ? sort : RELEVANCE };
  return withExtraParams(state, search, [QUERY_PARAM]);
}

export function searchStateUrl(state: SearchState): string {
  const query = new URLSearchParams();
  query.set(QUERY_PARAM, state.q);
  if (state.after) query.set(AFTER_PARAM, state.after);
  const filter = filterToJson(state.filter);
  if (filter !== undefined) query.set(FILTER_PARAM, JSON.stringify(filter));
  if (state.sort !== RELEVANCE) query.set(SORT_PARAM, state.sort);
  if (state.view !== DEFAULT_VIEW_MODE) query.set(VIEW_PARAM, state.view);
  // The extra parameters last; they never take over a key of the page's own.
  for (const [key, value] of Object.entries(state.extra ?? {})) {
    if (!query.has(key)) query.append(key, value);
  }
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
