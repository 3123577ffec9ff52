// The cart feature's public API: what other features may import (eslint.config.js refuses
// imports of its files from other features). Pages are imported by file from routes.tsx (lazy).
export { BuyBox } from './BuyBox';
export { CartBadge } from './CartBadge';
export { useCart } from './useCart';
export { useCartChange } from './useCartChange';
