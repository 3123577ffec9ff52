// The checkout feature's public API: what other features may import (eslint.config.js refuses
// imports of its files from other features). Pages are imported by file from routes.tsx (lazy).
export { BankPaymentDetails } from './BankPaymentDetails';
export { CartSubjectsTable } from './CartSubjectRow';
export { CartStats, CartTotals, GrandTotal } from './CartTotals';
export { CheckoutActions } from './CheckoutActions';
export { CheckoutProgress } from './CheckoutProgress';
export { ContactLines } from './ContactLines';
export { PaymentActions } from './PaymentActions';
export { useCheckoutDetail, type CartDetail, type CartSubjectDetail, type CheckoutState } from './useCheckoutDetail';
export { useStepNavigation } from './useStepNavigation';
