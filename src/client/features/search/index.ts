// The search feature's public API: what other features may import (eslint.config.js refuses
// imports of its files from other features). Pages are imported by file from routes.tsx (lazy).
export { SearchBox, preloadSearchAutocomplete } from './SearchBox';
export { SEARCH_PATH, searchStateFromSearch } from './searchState';
