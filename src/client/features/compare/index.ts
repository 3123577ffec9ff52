// The compare feature's public API: what other features may import (eslint.config.js refuses
// imports of its files from other features). Pages are imported by file from routes.tsx (lazy).
export { CompareBar } from './CompareBar';
export { CompareButton } from './CompareButton';
export { VisitorListsProvider } from './VisitorListsProvider';
export { loadRecentlyViewed } from './loaders';
export { useRecentlyViewed } from './useRecentlyViewed';
export { useRecordProductView } from './useRecordProductView';
