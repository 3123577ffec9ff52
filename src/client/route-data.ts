// What route loaders hand to their pages. Loaders only warm the Apollo cache and return the
// variables; pages read the data through generated hooks (cache-first), so the hydration
// payload stays small and every view reacts to cache updates.
import type { CatalogueInput } from '../generated/graphql';

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
