// The stock watchdog feature's public API (issue 16). Pages are imported by file from routes.tsx (lazy).
export { StockWatchButton } from './StockWatchButton';
