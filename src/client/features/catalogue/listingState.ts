// What a listing shows (filters, sort, view mode, position) lives in its URL, so a reload or a
// shared link shows the same thing. Catalogue and manufacturer pages use the domain's
// catalogueUrl/parseCatalogueUrl (filter as JSON, `after`, extra parameters; page and page size
// never in the URL); the search page uses the same query keys next to `q`.
// The URL is typed by hand and shared, so everything read from it is checked field by field:
// anything unexpected is dropped rather than sent to the API.
import {
  catalogueUrl,
  commercialSide,
  DEFAULT_CATALOGUE_SORT,
  orderedRange,
  DEFAULT_VIEW_MODE,
  parseCatalogueSort,
  parseViewMode,
  RESERVED_CATALOGUE_PARAMS,
  type CatalogueSort,
  type JsonValue,
  type PricesType,
  type QueryValue,
  type ViewMode,
} from '../../domain';

export interface ParameterOptionsFilter {
  code: string;
  values: string[];
}

export interface ParameterRangeFilter {
  code: string;
  from?: number;
  to?: number;
}

/** The shopper's filter as it travels in the URL (prices in haléře of the visitor's price type). */
export interface ListingFilter {
  priceFrom?: number;
  priceTo?: number;
  inStock?: boolean;
  manufacturers?: string[];
  parameters?: ParameterOptionsFilter[];
  parameterRanges?: ParameterRangeFilter[];
}

export interface ListingState {
  filter: ListingFilter;
  sort: CatalogueSort;
  view: ViewMode;
  after: string | null;
  /** Parameters the listing does not use (utm_*, a campaign's own): kept through every change. */
  extra?: Record<string, string>;
}

export const SORT_PARAM = 'sort';
export const VIEW_PARAM = 'view';
export const AFTER_PARAM = 'after';
export const FILTER_PARAM = 'filter';

/** Longest list the URL may carry for one filter (the API refuses more anyway). */
const MAX_LIST = 50;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonNegativeInt(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
}

function finite(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

function strings(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const out = value.filter((v): v is string => typeof v === 'string' && v !== '');
  return [...new Set(out)].slice(0, MAX_LIST);
}

/** Reads a filter from untrusted JSON (the URL); unknown keys and wrong types are dropped. */
export function sanitizeFilter(raw: unknown): ListingFilter {
  if (!isRecord(raw)) return {};
  const filter: ListingFilter = {};
  // An inverted range ("od 500 do 100") is corrected, in the URL and in the inputs alike.
  const price = orderedRange({ from: nonNegativeInt(raw.priceFrom), to: nonNegativeInt(raw.priceTo) });
  if (price.from !== undefined) filter.priceFrom = price.from;
  if (price.to !== undefined) filter.priceTo = price.to;
  if (raw.inStock === true) filter.inStock = true;
  const manufacturers = strings(raw.manufacturers);
  if (manufacturers.length > 0) filter.manufacturers = manufacturers;
  if (Array.isArray(raw.parameters)) {
    const parameters: ParameterOptionsFilter[] = [];
    for (const p of raw.parameters) {
      if (!isRecord(p) || typeof p.code !== 'string' || p.code === '') continue;
      const values = strings(p.values);
      if (values.length > 0 && !parameters.some((q) => q.code === p.code)) parameters.push({ code: p.code, values });
    }
    if (parameters.length > 0) filter.parameters = parameters.slice(0, MAX_LIST);
  }
  if (Array.isArray(raw.parameterRanges)) {
    const ranges: ParameterRangeFilter[] = [];
    for (const r of raw.parameterRanges) {
      if (!isRecord(r) || typeof r.code !== 'string' || r.code === '') continue;
      const { from, to } = orderedRange({ from: finite(r.from), to: finite(r.to) });
      if ((from === undefined && to === undefined) || ranges.some((q) => q.code === r.code)) continue;
      const range: ParameterRangeFilter = { code: r.code };
      if (from !== undefined) range.from = from;
      if (to !== undefined) range.to = to;
      ranges.push(range);
    }
    if (ranges.length > 0) filter.parameterRanges = ranges.slice(0, MAX_LIST);
  }
  return filter;
}

export function isFilterEmpty(filter: ListingFilter): boolean {
  return Object.keys(sanitizeFilter(filter)).length === 0;
}

/** The filter as JSON for the URL (the domain's JsonValue), or undefined when empty. */
export function filterToJson(filter: ListingFilter): JsonValue | undefined {
  const clean = sanitizeFilter(filter);
  if (Object.keys(clean).length === 0) return undefined;
  const json: { [key: string]: JsonValue } = {};
  if (clean.priceFrom !== undefined) json.priceFrom = clean.priceFrom;
  if (clean.priceTo !== undefined) json.priceTo = clean.priceTo;
  if (clean.inStock) json.inStock = true;
  if (clean.manufacturers) json.manufacturers = clean.manufacturers;
  if (clean.parameters) json.parameters = clean.parameters.map((p) => ({ code: p.code, values: p.values }));
  if (clean.parameterRanges) {
    json.parameterRanges = clean.parameterRanges.map((r) => {
      const range: { [key: string]: JsonValue } = { code: r.code };
      if (r.from !== undefined) range.from = r.from;
      if (r.to !== undefined) range.to = r.to;
      return range;
    });
  }
  return json;
}

function parseFilterText(text: string | null): ListingFilter {
  if (!text) return {};
  try {
    return sanitizeFilter(JSON.parse(text));
  } catch {
    return {};
  }
}

/** Query keys the listing itself reads or never writes (page and page size stay out of URLs). */
const LISTING_PARAMS = new Set<string>([FILTER_PARAM, SORT_PARAM, VIEW_PARAM, AFTER_PARAM, ...RESERVED_CATALOGUE_PARAMS]);

/** The listing state of a query string (catalogue, manufacturer and search pages alike). */
export function listingStateFromSearch(search: string): ListingState {
  const query = new URLSearchParams(search);
  return {
    filter: parseFilterText(query.get(FILTER_PARAM)),
    sort: parseCatalogueSort(query.get(SORT_PARAM)),
    view: parseViewMode(query.get(VIEW_PARAM)),
    after: query.get(AFTER_PARAM) || null,
  };
}

/**
 * `state` with the URL's other parameters (utm_*…, first value of each) as its `extra`, which
 * the listing's URL builder writes back, so a filter or sort change keeps a campaign's tracking.
 * `own` names a page's further keys that are not extras (the search page's `q`).
 */
export function withExtraParams<S extends Pick<ListingState, 'extra'>>(state: S, search: string, own: readonly string[] = []): S {
  // A Map, not an object literal: keys like "__proto__" or "constructor" must stay plain data.
  const extra = new Map<string, string>();
  for (const [key, value] of new URLSearchParams(search)) {
    if (!LISTING_PARAMS.has(key) && !own.includes(key) && !extra.has(key)) extra.set(key, value);
  }
  return extra.size > 0 ? { ...state, extra: Object.fromEntries(extra) } : state;
}

/** A catalogue or manufacturer listing's state with the URL's other parameters, which listingUrl writes back. */
export function catalogueStateFromSearch(search: string): ListingState {
  return withExtraParams(listingStateFromSearch(search), search);
}

/** Sort and view mode as extra URL parameters; defaults stay out, so plain links stay plain. */
export function stateExtras(state: Pick<ListingState, 'sort' | 'view'>): Record<string, QueryValue> {
  const extra: Record<string, QueryValue> = {};
  if (state.sort !== DEFAULT_CATALOGUE_SORT) extra[SORT_PARAM] = state.sort;
  if (state.view !== DEFAULT_VIEW_MODE) extra[VIEW_PARAM] = state.view;
  return extra;
}

export interface ListingTarget {
  hash: string;
  /** The slug path of the current URL ("uklid/mopy"), kept as it is. */
  taxonomyPath: string;
  /** The pathname of a manufacturer page ("/vileda/z/abc"): catalogueUrl only builds "/c/" URLs. */
  pathname?: string;
}

/**
 * The URL of a catalogue (or manufacturer) listing in `state`. Manufacturer pages keep their own
 * pathname and take the same query as a catalogue URL.
 */
export function listingUrl(target: ListingTarget, state: ListingState): string {
  const url = catalogueUrl({
    hash: target.hash,
    taxonomyPath: target.taxonomyPath,
    after: state.after,
    filter: filterToJson(state.filter),
    extra: { ...state.extra, ...stateExtras(state) },
  });
  if (!target.pathname) return url;
  const index = url.indexOf('?');
  return index < 0 ? target.pathname : `${target.pathname}${url.slice(index)}`;
}

/**
 * The canonical address of a listing page: its path, plus the position (`after`) of a page further
 * down the unfiltered listing in its default order (each such page shows other products). A
 * filtered, re-sorted or differently viewed listing, and campaign parameters, canonicalise to the base.
 */
export function listingCanonicalUrl(pathname: string, state: ListingState): string {
  if (state.after && isFilterEmpty(state.filter) && state.sort === DEFAULT_CATALOGUE_SORT) {
    return `${pathname}?${new URLSearchParams({ [AFTER_PARAM]: state.after }).toString()}`;
  }
  return pathname;
}

/** The search page URL: `q` first, then the same listing parameters. */
export function searchUrl(q: string, state: ListingState): string {
  const query = new URLSearchParams();
  query.set('q', q);
  if (state.after) query.set(AFTER_PARAM, state.after);
  const filter = filterToJson(state.filter);
  if (filter !== undefined) query.set(FILTER_PARAM, JSON.stringify(filter));
  for (const [key, value] of Object.entries(stateExtras(state))) {
    if (value !== null && value !== undefined) query.set(key, String(value));
  }
  return `/vyhledavani?${query.toString()}`;
}

/** Changing filters or sort starts the listing from its beginning. */
export function withFilter(state: ListingState, filter: ListingFilter): ListingState {
  return { ...state, filter: sanitizeFilter(filter), after: null };
}

export function withSort(state: ListingState, sort: CatalogueSort): ListingState {
  return { ...state, sort, after: null };
}

/** The view mode changes only how the same items look, so the position stays. */
export function withView(state: ListingState, view: ViewMode): ListingState {
  return { ...state, view };
}

/** Visitors filter by the prices they see: B2B without VAT (the domain's commercial side). */
export function filterPricesWithoutTax(pricesType: PricesType): boolean {
  return commercialSide(pricesType) === 'amount';
}

// --- Editing helpers for the filter panel -------------------------------------------------

export function toggleValue(list: readonly string[] | undefined, value: string): string[] {
  const current = list ?? [];
  return current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
}

export function toggleParameterOption(filter: ListingFilter, code: string, value: string): ListingFilter {
  const others = (filter.parameters ?? []).filter((p) => p.code !== code);
  const values = toggleValue(filter.parameters?.find((p) => p.code === code)?.values, value);
  const parameters = values.length > 0 ? [...others, { code, values }] : others;
  return { ...filter, parameters };
}

export function setParameterRange(filter: ListingFilter, code: string, from: number | undefined, to: number | undefined): ListingFilter {
  const others = (filter.parameterRanges ?? []).filter((r) => r.code !== code);
  const range: ParameterRangeFilter = { code };
  if (from !== undefined) range.from = from;
  if (to !== undefined) range.to = to;
  const parameterRanges = from === undefined && to === undefined ? others : [...others, range];
  return { ...filter, parameterRanges };
}

export function activeFilterCount(filter: ListingFilter): number {
  const f = sanitizeFilter(filter);
  return (
    (f.priceFrom !== undefined || f.priceTo !== undefined ? 1 : 0) +
    (f.inStock ? 1 : 0) +
    (f.manufacturers?.length ?? 0) +
    (f.parameters ?? []).reduce((sum, p) => sum + p.values.length, 0) +
    (f.parameterRanges?.length ?? 0)
  );
}

export type { CatalogueSort, ViewMode };
