// Route-loader work of the catalogue, manufacturer and product pages: warm the Apollo cache
// with everything the first render needs (one SSR pass, no layout shift), return variables.
// Imported by routes.tsx, so it stays in the entry chunk: documents and small helpers only.
import { ApolloError } from '@apollo/client';
import {
  CatalogueFilterOptionsDocument,
  CataloguePageDocument,
  TaxonomyMeAndAncestorsDocument,
  TaxonomySubTreeDocument,
  type CatalogueFilterInput,
  type CatalogueFilterOptionsQuery,
  type CatalogueFilterOptionsQueryVariables,
  type CatalogueInput,
  type CataloguePageQuery,
  type CataloguePageQueryVariables,
  type FilterOptionsInput,
  ProductPricesDocument,
  ProductRelatedDocument,
  ProductReviewsDocument,
  type ProductPricesQuery,
  type ProductPricesQueryVariables,
  type ProductRelatedQuery,
  type ProductRelatedQueryVariables,
  type ProductReviewsQuery,
  type ProductReviewsQueryVariables,
  type TaxonomyMeAndAncestorsQuery,
  type TaxonomyMeAndAncestorsQueryVariables,
  type TaxonomySubTreeQuery,
  type TaxonomySubTreeQueryVariables,
} from '../../../generated/graphql';
import { FetchError } from '../../apollo/errors';
import { DEFAULT_CATALOGUE_SORT, type PricesType } from '../../domain';
import { CATALOGUE_PAGE_SIZE, TAXONOMY_DEPTH, type RouteReader } from '../../route-data';
import { RELATED_COUNT } from './relatedCount';
import { filterPricesWithoutTax, isFilterEmpty, type ListingFilter, type ListingState } from './listingState';

export type { RouteReader };

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

export interface ListingLoad {
  hash: string;
  input: CatalogueInput;
  options: FilterOptionsInput;
  /** The taxonomy's own address: a listing reached under another slug redirects to it. */
  url: string;
}

/** The HTTP status behind a failed read (REST 400/404), if there was one. */
export function httpStatusOf(error: unknown): number | undefined {
  const cause = error instanceof ApolloError ? error.networkError : error;
  return cause instanceof FetchError ? cause.status : undefined;
}

/** A malformed address (400) or an unknown one (404) is "not found" for the shopper. */
export function isNotFound(error: unknown): boolean {
  const status = httpStatusOf(error);
  return status === 400 || status === 404;
}

/** Breadcrumbs and filter facets are extras: when they fail the listing still shows. */
async function optional<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    console.error(error);
    return null;
  }
}

/**
 * Sub-tree (header and sub-categories), ancestors (breadcrumbs), the product page and the
 * filter options, in parallel. Null when the hash is unknown or malformed (the caller answers 404).
 */
export async function loadListing(read: RouteReader, hash: string, state: ListingState, pricesType: PricesType): Promise<ListingLoad | null> {
  const input = catalogueInputFor(hash, state, pricesType);
  const options = filterOptionsInputFor(hash, state, pricesType);
  let url: string;
  try {
    const [tree] = await Promise.all([
      read<TaxonomySubTreeQuery, TaxonomySubTreeQueryVariables>('taxonomy', TaxonomySubTreeDocument, { hash, depth: TAXONOMY_DEPTH }),
      read<CataloguePageQuery, CataloguePageQueryVariables>('catalogue', CataloguePageDocument, { input }),
      optional(read<TaxonomyMeAndAncestorsQuery, TaxonomyMeAndAncestorsQueryVariables>('taxonomy', TaxonomyMeAndAncestorsDocument, { hash })),
      optional(
        read<CatalogueFilterOptionsQuery, CatalogueFilterOptionsQueryVariables>('catalogue', CatalogueFilterOptionsDocument, { input: options }),
      ),
    ]);
    if (!tree.data.taxonomySubTree) return null;
    url = tree.data.taxonomySubTree.url;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
  return { hash, input, options, url };
}

// --- Product detail ------------------------------------------------------------------------

/**
 * Everything the product page renders on the server: prices per pack, reviews and the related
 * products of each relation type the detail names (a second round: the detail says which).
 * Only the detail decides 404; the rest decorates and may fail quietly.
 */
export async function loadProductExtras(read: RouteReader, product: { sku: string; relations: readonly { relationType: string; count: number }[] }): Promise<void> {
  const sku = product.sku;
  await Promise.all([
    optional(read<ProductPricesQuery, ProductPricesQueryVariables>('product', ProductPricesDocument, { sku })),
    optional(read<ProductReviewsQuery, ProductReviewsQueryVariables>('product', ProductReviewsDocument, { sku })),
    ...product.relations
      .filter((r) => r.count > 0)
      .map((r) =>
        optional(
          read<ProductRelatedQuery, ProductRelatedQueryVariables>('product', ProductRelatedDocument, {
            sku,
            relationType: r.relationType,
            input: { first: RELATED_COUNT },
          }),
        ),
      ),
  ]);
}
