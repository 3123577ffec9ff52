// What route loaders hand to their pages. Loaders only warm the Apollo cache and return the
// variables; pages read the data through generated hooks (cache-first), so the hydration
// payload stays small and every view reacts to cache updates.
import type { ApolloQueryResult, DocumentNode, OperationVariables } from '@apollo/client';
import type { CatalogueInput } from '../generated/graphql';
import type { CacheKind } from './apollo/cache-policies';

/** How every route loader reads: a query under the cache policy of its kind (routes.tsx builds it). */
export type RouteReader = <TData, TVars extends OperationVariables>(
  kind: CacheKind,
  query: DocumentNode,
  variables: TVars,
) => Promise<ApolloQueryResult<TData>>;

/** What a loader throws for an unknown address: the router renders the 404 page with status 404. */
export function notFound(): Response {
  return new Response('Not Found', { status: 404, statusText: 'Not Found' });
}

export const CATALOGUE_PAGE_SIZE = 12;
export const TAXONOMY_DEPTH = 1;

export interface HomeData {
  hash: string;
  input: CatalogueInput;
}

export type CatchAllData =
  | { kind: 'catalogue'; hash: string; input: CatalogueInput }
  | { kind: 'product'; sku: string; productName: string }
  | { kind: 'content'; path: string; hash: string }
  | { kind: 'manufacturer'; path: string; hash: string };

export interface SearchData {
  q: string;
}

/** A route's `handle`: what the layout's head tags need to know about the page (issue 15). */
export interface RouteHandle {
  /** Search engines must not index the page (robots noindex, no canonical address). */
  noindex?: boolean;
}

/** Whether one of the matched routes says its page is not to be indexed. */
export function isNoindex(handles: readonly unknown[]): boolean {
  return handles.some((handle) => typeof handle === 'object' && handle !== null && Reflect.get(handle, 'noindex') === true);
}
