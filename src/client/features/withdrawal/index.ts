// The withdrawal feature's public API (issue 15): the order detail's block. The page is imported
// by file from routes.tsx (lazy).
export { WithdrawalHistory } from './WithdrawalHistory';
export type { WithdrawalOffer } from './useWithdrawal';
