// The catalogue feature's public API: what other features may import (eslint.config.js refuses
// imports of its files from other features). Pages are imported by file from routes.tsx (lazy).
export type { ListingSort } from './ListingToolbar';
export { ListingView } from './ListingView';
export {
  AFTER_PARAM,
  FILTER_PARAM,
  SORT_PARAM,
  VIEW_PARAM,
  filterToJson,
  listingStateFromSearch,
  sanitizeFilter,
  withExtraParams,
  type ListingState,
} from './listingState';
export { filterOptionsInputFor, toFilterInput } from './listingInput';
export { isNotFound } from './loaders';
export { ProductGrid } from './ProductCard';
export { RecentlyViewed } from './RecentlyViewed';
export { fromStart } from './routeLoaders';
