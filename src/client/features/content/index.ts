// The content feature's public API: what other features may import (eslint.config.js refuses
// imports of its files from other features). Pages are imported by file from routes.tsx (lazy).
export { ArticleGrid } from './ArticleTeaser';
export { ContentPageView } from './ContentPageView';
export type { HomeContentData } from './loaders';
