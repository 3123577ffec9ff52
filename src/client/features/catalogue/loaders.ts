// Route-loader work of the catalogue, manufacturer and product pages: warm the Apollo cache
// with everything the first render needs (one SSR pass, no layout shift), return variables.
// Imported lazily by routes.tsx (a route-loader chunk): the documents stay out of the entry, so
// nothing the shell imports may live here (the request builders are in listingInput.ts).
import { ApolloError } from '@apollo/client';
import {
  CatalogueFilterOptionsDocument,
  CataloguePageDocument,
  TaxonomyMeAndAncestorsDocument,
  TaxonomySubTreeDocument,
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
import type { PricesType } from '../../domain';
import { TAXONOMY_DEPTH, type RouteReader } from '../../route-data';
import { RELATED_COUNT } from './relatedCount';
import { type ListingState } from './listingState';
import { catalogueInputFor, filterOptionsInputFor } from './listingInput';

export type { RouteReader };
export { catalogueInputFor, filterOptionsInputFor, toFilterInput } from './listingInput';

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
